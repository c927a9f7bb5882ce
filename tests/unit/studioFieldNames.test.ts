// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { fieldNames } from '../../build/studio/editor/fieldNames.ts'
import type { FieldSpec } from '../../build/studio/editor/fieldSpecs.ts'
import { sectionFieldSpecs } from '../../build/studio/editor/sectionFieldSpecs.ts'

/** Every named field of a section type's form, nested objects and list items included. */
function names(specs: FieldSpec[]): string[] {
  return specs.flatMap((spec) => [
    ...(spec.name ? [spec.name] : []),
    ...(spec.kind === 'object' ? names(spec.fields) : []),
    ...(spec.kind === 'list' ? names([spec.item]) : []),
  ])
}

describe("the studio editor's field names", () => {
  const used = new Set(Object.values(sectionFieldSpecs()).flatMap(names))

  it('give every field of every section type a Danish name', () => {
    expect([...used].filter((name) => !fieldNames[name])).toEqual([])
  })

  it('name no field that no section has', () => {
    expect(Object.keys(fieldNames).filter((name) => !used.has(name))).toEqual([])
  })
})
