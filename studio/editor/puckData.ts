import type { Data } from '@puckeditor/core'
import type { FieldSpec, SectionFields } from './fieldSpecs.ts'

// Between a page's JSON and Puck's data (browser and server alike). Puck keeps each block's own `id`,
// so a section's id travels as the prop `sectionId`; a list of plain values travels as a list of
// `{ value }` (Puck's lists hold objects). Everything else is the JSON as written.

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json }
type JsonObject = { [key: string]: Json }

/** Where Puck keeps the page's blocks. */
export const PAGE_ZONE = 'root:default-zone'
/** The prop that carries a section's own id (Puck's `id` is its own). */
export const SECTION_ID = 'sectionId'

const isObject = (value: unknown): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value)

function toProp(value: Json, spec: FieldSpec | undefined): Json {
  if (!spec) return value
  if (spec.kind === 'object' && isObject(value)) return toProps(value, spec.fields)
  if (spec.kind === 'list' && Array.isArray(value))
    return value.map((item) => (spec.item.kind === 'object' ? toProp(item, spec.item) : { value: toProp(item, spec.item) }))
  return value
}

function toProps(value: JsonObject, fields: FieldSpec[]): JsonObject {
  return Object.fromEntries(
    Object.entries(value).map(([key, field]) => [
      key,
      toProp(
        field,
        fields.find((spec) => spec.name === key),
      ),
    ]),
  )
}

const isEmpty = (value: unknown) => value === undefined || value === '' || value === null

function fromProp(value: Json, spec: FieldSpec | undefined): Json | undefined {
  if (!spec) return value
  if (spec.kind === 'object' && isObject(value)) return fromProps(value, spec.fields)
  if (spec.kind === 'list' && Array.isArray(value))
    return value.map((item) => (spec.item.kind === 'object' ? fromProp(item, spec.item)! : fromProp((item as JsonObject).value ?? null, spec.item)!))
  if (spec.kind === 'number' && typeof value === 'string') return value === '' ? undefined : Number(value)
  return value
}

/** An object from the editor: its fields in schema order, then any others; optional fields left empty go. */
function fromProps(props: JsonObject, fields: FieldSpec[]): JsonObject {
  const out: JsonObject = {}
  const known = new Set(fields.map((spec) => spec.name))
  for (const spec of fields) {
    if (!(spec.name in props)) continue
    const value = fromProp(props[spec.name]!, spec)
    if (value === undefined || (!spec.required && isEmpty(value))) continue
    out[spec.name] = value
  }
  for (const [key, value] of Object.entries(props)) if (!known.has(key)) out[key] = value
  return out
}

/** A section as Puck's block props: its own id as `sectionId`. */
export function sectionProps(section: JsonObject, fields: SectionFields): JsonObject {
  const { id, type: _type, ...rest } = section
  return { [SECTION_ID]: id ?? '', ...toProps(rest, fields) }
}

/** A page's JSON as Puck's data; `puckId` names each block. */
export function toPuckData(page: { sections: JsonObject[] }, fieldsOf: Record<string, SectionFields>, puckId: (index: number) => string): Data {
  return {
    root: { props: {} },
    content: page.sections.map((section, index) => ({
      type: String(section.type),
      props: { id: puckId(index), ...sectionProps(section, fieldsOf[String(section.type)] ?? []) },
    })),
  }
}

/** A block's props back as the section a page file holds: id, type, then its fields in schema order. */
export function sectionOf(type: string, props: Record<string, unknown>, fields: SectionFields): JsonObject {
  const { id: _puckId, [SECTION_ID]: sectionId, ...rest } = props as JsonObject
  const own = fromProps(
    rest,
    fields.filter((spec) => spec.name !== 'id'),
  )
  return { id: sectionId ?? '', type, ...own }
}

/** The page as its file holds it, with Puck's blocks as its sections (everything else as opened). */
export function pageOf<P extends { sections: unknown[] }>(opened: P, data: Data, fieldsOf: Record<string, SectionFields>): P {
  return { ...opened, sections: data.content.map((block) => sectionOf(block.type, block.props, fieldsOf[block.type] ?? [])) }
}

/** `base`, or `base-2`, `base-3` … : the first not in `taken` (a new or duplicated section's id). */
export function freeId(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base
  let n = 2
  while (taken.has(`${base}-${n}`)) n++
  return `${base}-${n}`
}
