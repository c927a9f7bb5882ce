import type { JSONSchema } from 'json-schema-to-ts'

/**
 * The keywords this project adds to JSON Schema. Ajv knows them (content/validateContent.ts),
 * TypeScript reads them through json-schema-to-ts's `deserialize` (schemas/resolvedContent.ts), and
 * the editor schemas replace them with plain JSON Schema (build/jsonSchemaFiles.ts).
 * - `collection`: the field names items of a collection by id; the build hands the section the items.
 * - `markdown`: the field is Markdown; the build hands the section HTML.
 * - `link`: the field is a link target; `npm run check` proves internal ones lead somewhere.
 */
export const REFERENCE_KEYWORD = 'collection'
export const MARKDOWN_KEYWORD = 'markdown'
export const LINK_KEYWORD = 'link'

/** The items a section shows, written as "all" (every item, in collection order) or a list of ids. */
export function itemRefs<const C extends string, const V extends string>(collection: C, view: V) {
  return {
    collection: { name: collection, view },
    description: `De elementer, der vises, i denne rækkefølge: "all" for alle eller en liste af id'er fra samlingen ${collection}.`,
    anyOf: [
      { const: 'all' },
      {
        type: 'array',
        minItems: 1,
        uniqueItems: true,
        items: { type: 'string', minLength: 1, title: 'Id', description: `Id på et element i samlingen ${collection}` },
      },
    ],
  } as const satisfies JSONSchema | object
}

/** The one item a section shows, by id. */
export function itemRef<const C extends string, const V extends string>(collection: C, view: V) {
  return { collection: { name: collection, view }, description: `Id på et element i samlingen ${collection}`, type: 'string', minLength: 1 } as const
}

/**
 * Markdown text, turned into HTML at build time. `topHeading` is the level its "##"-style headings
 * must start at so they nest under the page's own headings (2 directly under the page's h1, 3 under a
 * section's h2).
 */
export function markdown<const L extends 2 | 3 | 4>(topHeading: L) {
  return {
    type: 'string',
    minLength: 1,
    markdown: { topHeading },
    description: `Markdown; overskrifter begynder ved niveau ${topHeading} (${'#'.repeat(topHeading)})`,
  } as const
}

/** What a Markdown field becomes after the build converted it. */
export interface RichText {
  /** Safe HTML made from the Markdown (raw HTML in Markdown is refused). */
  html: string
}
