import { readFileSync } from 'node:fs'
import { JSON_SCHEMA_DIR } from '../build/jsonSchemaDir.ts'

// A section's fields as a table, read from its editor schema (schemas/json/page.schema.json, written by
// `npm run schemas` from the same schema objects ajv validates with: each field's Danish title and
// description, and a reference's allowed ids).

/** One field of a section, nested fields with their path ("stats[].value"). */
export interface FieldRow {
  name: string
  /** Its Danish name (the schema's `title`). */
  title: string
  type: string
  required: boolean
  /** The values the field may take, when the schema lists them (or bounds them). */
  allowed: string[]
  description: string
}

export interface JsonSchema {
  type?: string
  const?: unknown
  enum?: unknown[]
  anyOf?: JsonSchema[]
  items?: JsonSchema
  properties?: Record<string, JsonSchema>
  required?: string[]
  title?: string
  description?: string
  contentMediaType?: string
  pattern?: string
  minItems?: number
  maxItems?: number
  minimum?: number
  maximum?: number
}

/** Each section type's editor schema, by type (the page schema lists them all). */
export function editorSchemas(): Map<string, JsonSchema> {
  const page = JSON.parse(readFileSync(`${JSON_SCHEMA_DIR}/page.schema.json`, 'utf8')) as {
    properties: { sections: { items: { anyOf: (JsonSchema & { properties: { type: { const: string } } })[] } } }
  }
  return new Map(page.properties.sections.items.anyOf.map((schema) => [schema.properties.type.const, schema]))
}

const TYPE_NAMES: Record<string, string> = {
  string: 'tekst',
  number: 'tal',
  integer: 'heltal',
  boolean: 'ja/nej',
  object: 'objekt',
  array: 'liste',
}

function typeOf(schema: JsonSchema): string {
  if (schema.anyOf) return [...new Set(schema.anyOf.map(typeOf))].join(' eller ')
  if (schema.const !== undefined) return 'fast værdi'
  if (schema.contentMediaType === 'text/markdown') return 'Markdown'
  if (schema.type === 'array') return `liste af ${schema.items ? typeOf(schema.items) : 'værdier'}`
  if (schema.enum) return 'valg'
  return TYPE_NAMES[schema.type ?? ''] ?? schema.type ?? 'værdi'
}

function allowedOf(schema: JsonSchema): string[] {
  if (schema.anyOf) return schema.anyOf.flatMap(allowedOf)
  if (schema.const !== undefined) return [JSON.stringify(schema.const)]
  if (schema.enum) return schema.enum.map((value) => JSON.stringify(value))
  const bounds: string[] = []
  if (schema.type === 'array' && (schema.minItems !== undefined || schema.maxItems !== undefined))
    bounds.push(`${schema.minItems ?? 0}–${schema.maxItems ?? '∞'} stk.`)
  if (schema.minimum !== undefined || schema.maximum !== undefined) bounds.push(`${schema.minimum ?? '−∞'}–${schema.maximum ?? '∞'}`)
  if (schema.pattern) bounds.push(`mønster ${schema.pattern}`)
  if (schema.type === 'array' && schema.items) bounds.push(...allowedOf(schema.items))
  return bounds
}

/** Every field of an object schema, depth first: each field, then the fields of its objects and lists of objects. */
export function fieldRows(schema: JsonSchema, prefix = ''): FieldRow[] {
  const required = new Set(schema.required ?? [])
  return Object.entries(schema.properties ?? {}).flatMap(([name, field]) => {
    const path = `${prefix}${name}`
    const row: FieldRow = {
      name: path,
      title: field.title ?? '',
      type: typeOf(field),
      required: required.has(name),
      allowed: allowedOf(field),
      description: field.description ?? '',
    }
    const nested = field.properties ? field : field.items?.properties ? field.items : undefined
    return [row, ...(nested ? fieldRows(nested, `${path}${nested === field ? '' : '[]'}.`) : [])]
  })
}
