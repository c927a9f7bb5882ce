// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { sectionSchemas, sectionTypes } from '../../sections/definitions.ts'

// What a marketer reads in the editor and in a code editor's hints is each schema's `title` (the
// Danish name) and `description` (the Danish help), written in the section's own folder (or in the
// shared schema it uses). The English doc comments beside them are for developers.

interface Schema {
  title?: unknown
  description?: unknown
  properties?: Record<string, Schema>
  items?: Schema
  anyOf?: Schema[]
  oneOf?: Schema[]
  const?: unknown
}

/**
 * Every field of a schema with its path, at any depth: each property ("stats"), each list's items
 * ("stats[]"), and their fields in turn ("stats[].value"). The forms of an anyOf or oneOf are not fields
 * of their own, but their properties and items are.
 */
function fieldsOf(schema: Schema, path: string): [string, Schema][] {
  const own: [string, Schema][] = [
    ...Object.entries(schema.properties ?? {}).map(([name, field]): [string, Schema] => [path ? `${path}.${name}` : name, field]),
    ...(schema.items && !Array.isArray(schema.items) ? [[`${path}[]`, schema.items] as [string, Schema]] : []),
  ]
  const forms = [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].flatMap((form) => fieldsOf(form, path))
  return [...own.flatMap(([at, field]) => [[at, field] as [string, Schema], ...fieldsOf(field, at)]), ...forms]
}

/** Words that give English away; none of them is a Danish word. */
const ENGLISH = /\b(the|and|of|with|which|what|when|where|this|that|from|its|are|an|or|as|such|one|two|three|more|shown|rendered|heading|optional|e\.g)\b/i

/** What is wrong with a schema's texts: a missing or empty title or description, or an English one. */
function textProblems(where: string, schema: Schema): string[] {
  return (['title', 'description'] as const).flatMap((key) => {
    const value = schema[key]
    if (typeof value !== 'string' || value.trim() === '') return [`${where}: no ${key}`]
    return ENGLISH.test(value) ? [`${where}: ${key} is English: "${value}"`] : []
  })
}

function problemsOf(type: string, schema: Schema): string[] {
  return [...textProblems(type, schema), ...fieldsOf(schema, '').flatMap(([path, field]) => textProblems(`${type}.${path}`, field))]
}

describe('the Danish names and help of the section types and their fields', () => {
  it('are in every section schema: the type, and each field at any depth, list items included', () => {
    expect(sectionTypes.flatMap((type) => problemsOf(type, sectionSchemas[type] as Schema))).toEqual([])
  })

  it('name a field without a title or description, or with English ones, wherever it is', () => {
    const schema: Schema = {
      title: 'Eksempel',
      description: 'En sektion til testen.',
      properties: {
        headline: { title: 'The headline', description: 'The section heading.' },
        lead: { title: 'Indledning' },
        stats: {
          title: 'Nøgletal',
          description: 'Tallene.',
          items: { title: 'Nøgletal', description: 'Et tal.', properties: { value: {} } },
        },
        pages: { title: 'Sider', description: 'Sider.', anyOf: [{ const: 'all' }, { items: { description: 'Id.' } }] },
      },
    }
    expect(problemsOf('example', schema)).toEqual([
      'example.headline: title is English: "The headline"',
      'example.headline: description is English: "The section heading."',
      'example.lead: no description',
      'example.stats[].value: no title',
      'example.stats[].value: no description',
      'example.pages[]: no title',
    ])
  })
})
