import type { FromSchema, JSONSchema } from 'json-schema-to-ts'
import { TAG_REQUIREMENTS } from '../../schemas/collections/cookiePurpose.ts'
import { sectionBase, textSchema } from '../../schemas/shared.ts'

/**
 * Shown only while the site's measurement configuration meets it: a tag service ("googleAnalytics",
 * "googleAds", "metaPixel") is configured, or, for a purpose ("statistics", "marketing"), a
 * configured tag waits for it (the booking calendar and the map do not count).
 */
const requiresSchema = {
  title: 'Vises kun, når',
  description:
    'Blokken vises kun, så længe sitets måling opfylder kravet: et måleværktøj (googleAnalytics, googleAds, metaPixel) er sat op, eller, for et formål (statistics, marketing), et måleværktøj, der er sat op, venter på samtykke til det. Bookingkalenderen og kortet tæller ikke med.',
  enum: TAG_REQUIREMENTS,
} as const satisfies JSONSchema

const paragraphBlock = {
  title: 'Tekstafsnit',
  description: 'Et afsnit med tekst.',
  type: 'object',
  additionalProperties: false,
  required: ['kind', 'text'],
  properties: {
    kind: { title: 'Slags', description: 'Et tekstafsnit.', const: 'paragraph' },
    text: { ...textSchema, title: 'Tekst', description: 'Afsnittets tekst.' },
    requires: requiresSchema,
  },
} as const satisfies JSONSchema

/** A list item: its text, or its text and what it requires to be shown. */
const listItem = {
  title: 'Listepunkt',
  description: 'Et punkt i listen: dets tekst, eller dets tekst og hvornår det vises.',
  oneOf: [
    textSchema,
    {
      type: 'object',
      additionalProperties: false,
      required: ['text', 'requires'],
      properties: { text: { ...textSchema, title: 'Tekst', description: 'Punktets tekst.' }, requires: requiresSchema },
    },
  ],
} as const satisfies JSONSchema

const listBlock = {
  title: 'Liste',
  description: 'En punktliste.',
  type: 'object',
  additionalProperties: false,
  required: ['kind', 'items'],
  properties: {
    kind: { title: 'Slags', description: 'En punktliste.', const: 'list' },
    items: { title: 'Punkter', description: 'Listens punkter i rækkefølge.', type: 'array', minItems: 1, items: listItem },
    requires: requiresSchema,
  },
} as const satisfies JSONSchema

const subheadingBlock = {
  title: 'Underoverskrift',
  description: 'En underoverskrift i punktet.',
  type: 'object',
  additionalProperties: false,
  required: ['kind', 'text'],
  properties: {
    kind: { title: 'Slags', description: 'En underoverskrift.', const: 'subheading' },
    text: { ...textSchema, title: 'Tekst', description: 'Underoverskriftens tekst.' },
    requires: requiresSchema,
  },
} as const satisfies JSONSchema

const tableBlock = {
  title: 'Tabel',
  description: 'En tabel med overskrifter og rækker.',
  type: 'object',
  additionalProperties: false,
  required: ['kind', 'caption', 'columns', 'rows'],
  properties: {
    kind: { title: 'Slags', description: 'En tabel.', const: 'table' },
    /** What the table shows (read out by screen readers). */
    caption: { ...textSchema, title: 'Tabeltitel', description: 'Hvad tabellen viser (læses op af skærmlæsere).' },
    /** Column headings. */
    columns: {
      title: 'Kolonner',
      description: 'Kolonnernes overskrifter.',
      type: 'array',
      minItems: 1,
      items: { ...textSchema, title: 'Kolonneoverskrift', description: 'Overskriften på én kolonne.' },
    },
    /** One array of cells per row, as many cells as columns. */
    rows: {
      title: 'Rækker',
      description: 'Tabellens rækker, hver med lige så mange celler, som der er kolonner.',
      type: 'array',
      minItems: 1,
      items: {
        title: 'Række',
        description: 'Rækkens celler fra venstre mod højre.',
        type: 'array',
        minItems: 1,
        items: { ...textSchema, title: 'Celle', description: 'Teksten i én celle.' },
      },
    },
    requires: requiresSchema,
  },
} as const satisfies JSONSchema

/** One numbered clause of a legal text, made of paragraphs, lists, subheadings and tables. */
export const legalClauseSchema = {
  title: 'Juridisk afsnit',
  description: 'Ét punkt i en juridisk tekst, med eller uden nummer, bygget af tekstafsnit, lister, underoverskrifter og tabeller.',
  type: 'object',
  additionalProperties: false,
  required: ['id', 'type', 'title', 'blocks'],
  properties: {
    ...sectionBase('legalClause'),
    /** Clause number shown before the title; omit for unnumbered clauses. */
    number: { title: 'Nummer', description: 'Punktets nummer, vist før titlen; udelades for punkter uden nummer.', type: 'integer', minimum: 1 },
    /** Clause title (rendered as h2). */
    title: { ...textSchema, title: 'Titel', description: 'Punktets titel.' },
    /** The clause body, in order. */
    blocks: {
      title: 'Indhold',
      description: 'Punktets indhold i rækkefølge.',
      type: 'array',
      minItems: 1,
      items: {
        type: 'object',
        required: ['kind'],
        // ajv picks the branch by `kind`, giving one precise error instead of one per branch.
        // (json-schema-to-ts does not know this keyword, hence the untyped spread.)
        ...({ discriminator: { propertyName: 'kind' } } as object),
        title: 'Blok',
        description: 'En blok i punktet: et tekstafsnit, en liste, en underoverskrift eller en tabel.',
        oneOf: [paragraphBlock, listBlock, subheadingBlock, tableBlock],
      },
    },
  },
} as const satisfies JSONSchema

export type LegalClauseSection = FromSchema<typeof legalClauseSchema>
export type LegalBlock = LegalClauseSection['blocks'][number]
export type LegalListItem = Extract<LegalBlock, { kind: 'list' }>['items'][number]
