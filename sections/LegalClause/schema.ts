import type { FromSchema, JSONSchema } from 'json-schema-to-ts'
import { TAG_REQUIREMENTS } from '../../schemas/collections/cookiePurpose.ts'
import { sectionBase, textSchema } from '../../schemas/shared.ts'

/**
 * Shown only while the site's measurement configuration meets it: a tag service ("googleAnalytics",
 * "googleAds", "metaPixel") is configured, or, for a purpose ("statistics", "marketing"), a
 * configured tag waits for it (the booking calendar and the map do not count).
 */
const requiresSchema = { enum: TAG_REQUIREMENTS } as const satisfies JSONSchema

const paragraphBlock = {
  type: 'object',
  additionalProperties: false,
  required: ['kind', 'text'],
  properties: { kind: { const: 'paragraph' }, text: textSchema, requires: requiresSchema },
} as const satisfies JSONSchema

/** A list item: its text, or its text and what it requires to be shown. */
const listItem = {
  oneOf: [
    textSchema,
    {
      type: 'object',
      additionalProperties: false,
      required: ['text', 'requires'],
      properties: { text: textSchema, requires: requiresSchema },
    },
  ],
} as const satisfies JSONSchema

const listBlock = {
  type: 'object',
  additionalProperties: false,
  required: ['kind', 'items'],
  properties: { kind: { const: 'list' }, items: { type: 'array', minItems: 1, items: listItem }, requires: requiresSchema },
} as const satisfies JSONSchema

const subheadingBlock = {
  type: 'object',
  additionalProperties: false,
  required: ['kind', 'text'],
  properties: { kind: { const: 'subheading' }, text: textSchema, requires: requiresSchema },
} as const satisfies JSONSchema

const tableBlock = {
  type: 'object',
  additionalProperties: false,
  required: ['kind', 'caption', 'columns', 'rows'],
  properties: {
    kind: { const: 'table' },
    /** What the table shows (read out by screen readers). */
    caption: textSchema,
    /** Column headings. */
    columns: { type: 'array', minItems: 1, items: textSchema },
    /** One array of cells per row, as many cells as columns. */
    rows: { type: 'array', minItems: 1, items: { type: 'array', minItems: 1, items: textSchema } },
    requires: requiresSchema,
  },
} as const satisfies JSONSchema

/** One numbered clause of a legal text, made of paragraphs, lists, subheadings and tables. */
export const legalClauseSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'type', 'title', 'blocks'],
  properties: {
    ...sectionBase('legalClause'),
    /** Clause number shown before the title; omit for unnumbered clauses. */
    number: { type: 'integer', minimum: 1 },
    /** Clause title (rendered as h2). */
    title: textSchema,
    /** The clause body, in order. */
    blocks: {
      type: 'array',
      minItems: 1,
      items: {
        type: 'object',
        required: ['kind'],
        // ajv picks the branch by `kind`, giving one precise error instead of one per branch.
        // (json-schema-to-ts does not know this keyword, hence the untyped spread.)
        ...({ discriminator: { propertyName: 'kind' } } as object),
        oneOf: [paragraphBlock, listBlock, subheadingBlock, tableBlock],
      },
    },
  },
} as const satisfies JSONSchema

export type LegalClauseSection = FromSchema<typeof legalClauseSchema>
export type LegalBlock = LegalClauseSection['blocks'][number]
export type LegalListItem = Extract<LegalBlock, { kind: 'list' }>['items'][number]
