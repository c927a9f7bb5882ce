import { collectionNames, collections, type CollectionName } from '../schemas/collections/index.ts'
import { LINK_KEYWORD, MARKDOWN_KEYWORD, REFERENCE_KEYWORD } from '../schemas/contentKeywords.ts'
import { loadDocComments, withDocComments } from '../schemas/docComments.ts'
import { pageShellSchema } from '../schemas/page.ts'
import { plannedRoutesSchema } from '../schemas/plannedRoutes.ts'
import { sectionSchemas } from '../sections/definitions.ts'
import { siteSchema } from '../schemas/site.ts'

const DRAFT_07 = 'http://json-schema.org/draft-07/schema#'
type Json = null | boolean | number | string | Json[] | { [key: string]: Json }

/**
 * Our own keywords (schemas/contentKeywords.ts) in plain JSON Schema for editors: a reference lists
 * the collection's ids as its allowed values, Markdown is marked as such, the link marker goes.
 */
function forEditors(schema: unknown, ids: Record<CollectionName, string[]>): Json {
  if (Array.isArray(schema)) return schema.map((item) => forEditors(item, ids))
  if (typeof schema !== 'object' || schema === null) return schema as Json
  const { [REFERENCE_KEYWORD]: reference, [MARKDOWN_KEYWORD]: markdown, [LINK_KEYWORD]: _link, ...rest } = schema as Record<string, unknown>
  // `properties` maps field names to schemas: a field may be called "link" or "collection" like a keyword.
  const forValue = (key: string, value: unknown): Json =>
    key === 'properties' && typeof value === 'object' && value !== null
      ? Object.fromEntries(Object.entries(value).map(([name, field]) => [name, forEditors(field, ids)]))
      : forEditors(value, ids)
  const out = Object.fromEntries(Object.entries(rest).map(([key, value]) => [key, forValue(key, value)])) as Record<string, Json>
  if (markdown) out.contentMediaType = 'text/markdown'
  if (reference) {
    const allowed = ids[(reference as { name: CollectionName }).name]
    const idSchema: Json = allowed.length > 0 ? { enum: allowed } : { type: 'string' }
    if (out.anyOf) out.anyOf = [{ const: 'all' }, { type: 'array', minItems: 1, uniqueItems: true, items: idSchema }]
    else Object.assign(out, idSchema)
  }
  return out
}

/** A collection's file as editors see it: a list file holds `{ "items": [...] }`; a folder item is the item itself. */
function collectionFileSchema(name: CollectionName, schema: object) {
  const definition = collections[name] as (typeof collections)[CollectionName] & { markdownBody?: string }
  const { properties, required } = schema as { properties: Record<string, unknown>; required: readonly string[] }
  if (definition.storage === 'file') {
    return {
      title: `Collection "${name}"`,
      type: 'object',
      additionalProperties: false,
      required: ['items'],
      properties: { $schema: { type: 'string' }, items: { type: 'array', items: schema } },
    }
  }
  // The Markdown body lives in <id>.md beside the item's file, not in its JSON.
  const body = definition.markdownBody
  return {
    title: `Item of the "${name}" collection (its id is the file name)`,
    ...schema,
    required: required.filter((field) => field !== body),
    properties: { $schema: { type: 'string' }, ...Object.fromEntries(Object.entries(properties).filter(([field]) => field !== body)) },
  }
}

/**
 * The JSON Schema files editors read through "$schema", made from the schema objects ajv and TypeScript use, with every collection's
 * current ids; a field's doc comment becomes its `description` unless it has its own (a section's Danish ones).
 */
export async function jsonSchemaFiles(ids: Record<CollectionName, string[]>): Promise<Record<string, Json>> {
  const collectionSchemas = Object.fromEntries(collectionNames.map((name) => [name, collections[name].schema])) as Record<CollectionName, object>
  // Doc comments are found by the objects' identity, so they go on before anything is copied or spread.
  const documented = withDocComments({ pageShellSchema, sectionSchemas, siteSchema, plannedRoutesSchema, collectionSchemas }, await loadDocComments())
  const shell = documented.pageShellSchema
  const page = {
    title: 'Page definition',
    ...shell,
    properties: { ...shell.properties, sections: { ...shell.properties.sections, items: { anyOf: Object.values(documented.sectionSchemas) } } },
  }
  const files: Record<string, unknown> = {
    'page.schema.json': page,
    'site.schema.json': { title: 'Site configuration', ...documented.siteSchema },
    'planned-routes.schema.json': { title: 'Planned routes', ...documented.plannedRoutesSchema },
    ...Object.fromEntries(collectionNames.map((name) => [`collections/${name}.schema.json`, collectionFileSchema(name, documented.collectionSchemas[name])])),
  }
  return Object.fromEntries(Object.entries(files).map(([file, schema]) => [file, forEditors({ $schema: DRAFT_07, ...(schema as object) }, ids)]))
}

export { JSON_SCHEMA_DIR } from './jsonSchemaDir.ts'
