import type { JSONSchema } from 'json-schema-to-ts'

/** A non-empty line of text shown to visitors. */
export const textSchema = { type: 'string', minLength: 1 } as const satisfies JSONSchema

/**
 * An internal path ("/kontakt", "/#team"), an absolute https URL, or a mailto:/tel: link.
 * Internal paths must lead to a page (and section) that exists: `npm run check` proves it.
 */
export const hrefSchema = {
  type: 'string',
  pattern: '^(/[^\\s]*|https://[^\\s]+|mailto:[^\\s]+|tel:[^\\s]+)$',
  description:
    'En intern sti, der begynder med "/" (f.eks. "/kontakt" eller "/#team"), en adresse, der begynder med https://, eller et mailto:- eller tel:-link.',
  link: true,
} as const

/** An absolute https URL. */
export const httpsUrlSchema = {
  type: 'string',
  pattern: '^https://[^\\s]+$',
  description: 'En fuld adresse, der begynder med https://.',
} as const satisfies JSONSchema

/** An e-mail address (the pattern the contact form uses too). */
export const emailSchema = { type: 'string', pattern: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$', description: 'En e-mailadresse.' } as const satisfies JSONSchema

/** A phone number as displayed, e.g. "+45 12 34 56 78". */
export const phoneSchema = {
  type: 'string',
  pattern: '^\\+\\d[\\d ]{6,}$',
  description: 'Et telefonnummer, som det vises, f.eks. "+45 12 34 56 78".',
} as const satisfies JSONSchema

/** A stable lowercase id: letters, digits and single hyphens, e.g. "google-ads". */
export const slugSchema = {
  type: 'string',
  pattern: '^[a-z0-9]+(-[a-z0-9]+)*$',
  description: 'Et id med små bogstaver, tal og bindestreger, f.eks. "google-ads".',
} as const satisfies JSONSchema

/** A call-to-action button or link. */
export const linkSchema = {
  title: 'Link',
  description: 'En knap eller et link: teksten og hvor den fører hen.',
  type: 'object',
  additionalProperties: false,
  required: ['label', 'href'],
  properties: {
    /** Visible text of the link. */
    label: { ...textSchema, title: 'Tekst', description: 'Den tekst, den besøgende ser.' },
    /** Where the link goes. */
    href: { ...hrefSchema, title: 'Fører til' },
  },
} as const satisfies JSONSchema

/**
 * The language of a text that is not Danish (the spec fixes a few in English), so that a screen
 * reader reads it with the right voice: the element showing it gets this `lang`.
 */
export const langSchema = {
  title: 'Sprog',
  description: 'Sproget, hvis teksten ikke er dansk (f.eks. "en" for engelsk), så en skærmlæser udtaler den rigtigt.',
  type: 'string',
  enum: ['en'],
} as const satisfies JSONSchema

/** A link whose text may be in another language than Danish (`lang`). */
export const linkWithLangSchema = {
  ...linkSchema,
  properties: {
    ...linkSchema.properties,
    /** The text's language when it is not Danish. */
    lang: langSchema,
  },
} as const satisfies JSONSchema

/** One or two call-to-action buttons; the first is the primary one. */
export const actionsSchema = {
  title: 'Knapper',
  description: 'En eller to knapper; den første er den primære.',
  type: 'array',
  minItems: 1,
  maxItems: 2,
  items: { ...linkSchema, title: 'Knap', description: 'En knap: dens tekst og hvor den fører hen.' },
} as const satisfies JSONSchema

/** An image from the media store, with its intrinsic size so the layout never shifts. */
export const imageSchema = {
  title: 'Billede',
  description: 'Et billede fra mediearkivet med dets egne mål, så siden ikke flytter sig, mens det hentes.',
  type: 'object',
  additionalProperties: false,
  required: ['src', 'alt', 'width', 'height'],
  properties: {
    /** Path under the configured media base URL, e.g. "logos/Frame 79.png". */
    src: {
      title: 'Fil',
      description: 'Stien i mediearkivet, f.eks. "logos/Frame 79.png" (.png, .jpg, .webp, .avif eller .svg).',
      type: 'string',
      minLength: 1,
      pattern: '^[^/].*\\.(png|jpe?g|webp|avif|svg)$',
    },
    /** Text alternative; empty only for purely decorative images. */
    alt: {
      title: 'Alternativ tekst',
      description: 'Hvad billedet viser, til skærmlæsere og søgemaskiner; kun tom for rent dekorative billeder.',
      type: 'string',
    },
    /** Intrinsic width in pixels. */
    width: { title: 'Bredde', description: 'Billedets egen bredde i pixels.', type: 'integer', minimum: 1 },
    /** Intrinsic height in pixels. */
    height: { title: 'Højde', description: 'Billedets egen højde i pixels.', type: 'integer', minimum: 1 },
  },
} as const satisfies JSONSchema

/** Images in order (2 to 12), each with a short caption under it: galleries and carousels. */
export const captionedImagesSchema = {
  title: 'Billeder',
  description: 'Billeder i rækkefølge (2 til 12), hver med en kort billedtekst under.',
  type: 'array',
  minItems: 2,
  maxItems: 12,
  items: {
    title: 'Billede med tekst',
    description: 'Et billede og dets billedtekst.',
    type: 'object',
    additionalProperties: false,
    required: ['image', 'caption'],
    properties: {
      /** The image (below the fold: loaded lazily). */
      image: { ...imageSchema, description: 'Billedet fra mediearkivet; det hentes først, når det nærmer sig skærmen.' },
      /** A short caption under the image. */
      caption: { ...textSchema, title: 'Billedtekst', description: 'En kort tekst under billedet.' },
    },
  },
} as const satisfies JSONSchema

/** A calendar date written as YYYY-MM-DD. */
export const isoDateSchema = {
  type: 'string',
  pattern: '^\\d{4}-\\d{2}-\\d{2}$',
  description: 'En dato skrevet ÅÅÅÅ-MM-DD.',
} as const satisfies JSONSchema

/** A section's id: lowercase letters, digits and hyphens, starting with a letter (an HTML anchor and part of attribute names). */
export const SECTION_ID_PATTERN = '^[a-z][a-z0-9-]*$'

/** The two properties every section starts with. */
export function sectionBase<const T extends string>(type: T) {
  return {
    /** Stable, unique id within the page; also the HTML anchor (#id). */
    id: {
      title: 'Id',
      description: 'Sektionens anker i sidens adresse (#id), entydigt på siden: små bogstaver, tal og bindestreger, begynder med et bogstav.',
      type: 'string',
      pattern: SECTION_ID_PATTERN,
    },
    /** The section type; decides which component renders it. */
    type: { title: 'Sektionstype', description: 'Afgør, hvilken slags sektion det er, og hvilken komponent der viser den.', const: type },
  } as const
}
