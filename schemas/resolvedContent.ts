import type { FromSchema, JSONSchema } from 'json-schema-to-ts'
import type { CollectionName, Collections, ViewOf } from './collections/index.ts'
import type { RichText } from './contentKeywords.ts'

/** A Markdown field, as components receive it: HTML made at build time. */
type MarkdownPattern = { pattern: { markdown: { topHeading: number } }; output: RichText }

/** Content types as components receive them: Markdown fields are HTML. */
export type ItemFromSchema<S extends JSONSchema> = FromSchema<S, { deserialize: [MarkdownPattern] }>

/** `itemRefs(c, v)` becomes a list of items, `itemRef(c, v)` a single item. */
type Ref<C extends CollectionName, V extends keyof Collections[C]['views'] & string> = [
  { pattern: { collection: { name: C; view: V }; anyOf: unknown }; output: ViewOf<C, V>[] },
  { pattern: { collection: { name: C; view: V }; type: 'string' }; output: ViewOf<C, V> },
]

/**
 * Every (collection, view) a section may reference, and the type the section then receives. A reference
 * field written with `itemRefs(c, v)` becomes a list of those items, one written with `itemRef(c, v)`
 * a single item. A test (tests/unit/collections.test.ts) fails when a view is missing here.
 */
export type ContentPatterns = [
  MarkdownPattern,
  ...Ref<'services', 'link'>,
  ...Ref<'services', 'tile'>,
  ...Ref<'cases', 'card'>,
  ...Ref<'articles', 'card'>,
  ...Ref<'articles', 'full'>,
  ...Ref<'team', 'card'>,
  ...Ref<'testimonials', 'card'>,
  ...Ref<'videos', 'player'>,
  ...Ref<'creatives', 'gallery'>,
  ...Ref<'logos', 'strip'>,
  ...Ref<'websites', 'showcase'>,
  ...Ref<'faqs', 'accordion'>,
]

/** A section's fields as its component receives them: references resolved into items, Markdown into HTML. */
export type ResolvedFromSchema<S extends JSONSchema> = FromSchema<S, { deserialize: ContentPatterns }>

/** Compile-time check that every view of every collection has its pattern above. */
type Covered = Extract<ContentPatterns[number], { pattern: { collection: unknown } }>['pattern']['collection']
type AllViews = { [C in CollectionName]: { name: C; view: keyof Collections[C]['views'] & string } }[CollectionName]
type Missing = Exclude<AllViews, Covered>
export const everyViewHasAPattern: [Missing] extends [never] ? true : Missing = true
