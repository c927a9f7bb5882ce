import { collectionNames, type CollectionName } from '../../schemas/collections/index.ts'
import { REFERENCE_KEYWORD } from '../../schemas/contentKeywords.ts'
import { readContentSource } from '../../content/contentSource.ts'
import { collectionIds } from '../../content/collectionIds.ts'
import { sectionSchemas, sectionTypes } from '../../sections/definitions.ts'
import type { SectionType } from '../../sections/types.ts'
import { editorSchemas, type JsonSchema } from '../schemaFields.ts'
import type { ChoiceOption, FieldSpec, SectionFields } from './fieldSpecs.ts'

// Server only: each section type's name and fields for the editor. Names, help and allowed values come
// from the editor schema (`npm run schemas`: each schema's Danish `title` and `description`); which
// collection a reference names comes from the TypeScript schema itself, and each collection's items are
// offered by id with their title.

/** An editor schema, with the collection a reference names (kept in the TypeScript schemas only). */
interface Schema extends JsonSchema {
  anyOf?: Schema[]
  items?: Schema
  properties?: Record<string, Schema>
  [REFERENCE_KEYWORD]?: { name: CollectionName }
}

/** An item's title as people know it: its title or name, else its first question, else its id. */
function titleOf(item: Record<string, unknown>, id: string): string {
  for (const key of ['title', 'name', 'label', 'heading', 'client']) if (typeof item[key] === 'string') return `${item[key]} (${id})`
  const first = (item.items as { question?: string }[] | undefined)?.[0]?.question
  return first ? `${id}: ${first}` : id
}

/** Every collection's items as choices: id as value, title as label. */
export function collectionOptions(root = '.'): Record<CollectionName, ChoiceOption[]> {
  const ids = collectionIds(root)
  const { json } = readContentSource(root)
  const itemOf = (name: CollectionName, id: string): Record<string, unknown> => {
    const file = json[`data/collections/${name}.json`] as { items?: Record<string, unknown>[] } | undefined
    return (file?.items?.find((item) => item.id === id) ?? json[`data/collections/${name}/${id}.json`] ?? {}) as Record<string, unknown>
  }
  return Object.fromEntries(collectionNames.map((name) => [name, ids[name].map((id) => ({ value: id, label: titleOf(itemOf(name, id), id) }))])) as Record<
    CollectionName,
    ChoiceOption[]
  >
}

function spec(name: string, editor: Schema, own: Schema, required: boolean, options: Record<CollectionName, ChoiceOption[]>): FieldSpec {
  const common = { name, title: editor.title ?? name, help: editor.description ?? '', required }
  const reference = own[REFERENCE_KEYWORD]
  if (reference) return { ...common, kind: own.anyOf ? 'references' : 'choice', options: options[reference.name] }
  if (editor.enum) return { ...common, kind: 'choice', options: editor.enum.map((value) => ({ value: String(value), label: String(value) })) }
  if (editor.anyOf) return { ...common, kind: 'json' }
  switch (editor.type) {
    case 'string':
      return { ...common, kind: 'text', multiline: editor.contentMediaType === 'text/markdown' }
    case 'integer':
    case 'number':
      return { ...common, kind: 'number', integer: editor.type === 'integer', min: editor.minimum, max: editor.maximum }
    case 'boolean':
      return { ...common, kind: 'boolean' }
    case 'object':
      return { ...common, kind: 'object', fields: objectFields(editor, own, options) }
    case 'array':
      return { ...common, kind: 'list', item: spec('', editor.items ?? {}, own.items ?? {}, true, options), min: editor.minItems, max: editor.maxItems }
    default:
      return { ...common, kind: 'json' }
  }
}

function objectFields(editor: Schema, own: Schema, options: Record<CollectionName, ChoiceOption[]>): FieldSpec[] {
  const required = new Set(editor.required ?? [])
  return Object.entries(editor.properties ?? {})
    .filter(([name, field]) => name !== 'type' || field.const === undefined)
    .map(([name, field]) => spec(name, field, own.properties?.[name] ?? {}, required.has(name), options))
}

/** Every section type's Danish name: its schema's `title`. */
export function sectionNames(): Record<SectionType, string> {
  const schemas = editorSchemas()
  return Object.fromEntries(sectionTypes.map((type) => [type, schemas.get(type)?.title ?? type])) as Record<SectionType, string>
}

/** Every section type's fields, in schema order (id first, type left out). */
export function sectionFieldSpecs(root = '.'): Record<SectionType, SectionFields> {
  const schemas = editorSchemas()
  const options = collectionOptions(root)
  return Object.fromEntries(sectionTypes.map((type) => [type, objectFields(schemas.get(type) ?? {}, sectionSchemas[type] as Schema, options)])) as Record<
    SectionType,
    SectionFields
  >
}
