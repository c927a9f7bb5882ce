import type { FromSchema, JSONSchema } from 'json-schema-to-ts'
import type { CollectionName, Collections, ViewOf } from './collections/index.ts'
import type { RichText } from './contentKeywords.ts'

/** A Markdown field, as components receive it: HTML made at build time. */
export type MarkdownField = [{ pattern: { markdown: { topHeading: number } }; output: RichText }]

/** A reference to items of collection C through view V: `itemRefs` becomes a list of them, `itemRef` one. */
export type ItemsOf<C extends CollectionName, V extends keyof Collections[C]['views'] & string> = [
  { pattern: { collection: { name: C; view: V }; anyOf: unknown }; output: ViewOf<C, V>[] },
  { pattern: { collection: { name: C; view: V }; type: 'string' }; output: ViewOf<C, V> },
]

/**
 * A schema's type as a component receives it, given the kinds of resolved fields the schema has
 * (`MarkdownField`, `ItemsOf<…>`): references are the items, Markdown is HTML. Each schema names only
 * the kinds it uses; matching every kind at every node would make the type checker run out of memory.
 */
export type ResolvedFromSchema<S extends JSONSchema, Fields extends { pattern: unknown; output: unknown }[]> = FromSchema<S, { deserialize: Fields }>
