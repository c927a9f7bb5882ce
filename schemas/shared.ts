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
  description: 'Internal path starting with "/", an https:// URL, mailto: or tel:',
  link: true,
} as const

/** An absolute https URL. */
export const httpsUrlSchema = { type: 'string', pattern: '^https://[^\\s]+$' } as const satisfies JSONSchema

/** An e-mail address (the pattern the contact form uses too). */
export const emailSchema = { type: 'string', pattern: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$' } as const satisfies JSONSchema

/** A phone number as displayed, e.g. "+45 12 34 56 78". */
export const phoneSchema = { type: 'string', pattern: '^\\+\\d[\\d ]{6,}$' } as const satisfies JSONSchema

/** A stable lowercase id: letters, digits and single hyphens, e.g. "google-ads". */
export const slugSchema = { type: 'string', pattern: '^[a-z0-9]+(-[a-z0-9]+)*$', description: 'Lowercase id, e.g. "google-ads"' } as const satisfies JSONSchema

/** A call-to-action button or link. */
export const linkSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['label', 'href'],
  properties: {
    /** Visible text of the link. */
    label: textSchema,
    /** Where the link goes. */
    href: hrefSchema,
  },
} as const satisfies JSONSchema

/** An image from the media store, with its intrinsic size so the layout never shifts. */
export const imageSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['src', 'alt', 'width', 'height'],
  properties: {
    /** Path under the configured media base URL, e.g. "logos/Frame 79.png". */
    src: { type: 'string', minLength: 1, pattern: '^[^/].*\\.(png|jpe?g|webp|avif|svg)$' },
    /** Text alternative; empty only for purely decorative images. */
    alt: { type: 'string' },
    /** Intrinsic width in pixels. */
    width: { type: 'integer', minimum: 1 },
    /** Intrinsic height in pixels. */
    height: { type: 'integer', minimum: 1 },
  },
} as const satisfies JSONSchema

/** Images in order (2 to 12), each with a short caption under it: galleries and carousels. */
export const captionedImagesSchema = {
  type: 'array',
  minItems: 2,
  maxItems: 12,
  items: {
    type: 'object',
    additionalProperties: false,
    required: ['image', 'caption'],
    properties: {
      /** The image (below the fold: loaded lazily). */
      image: imageSchema,
      /** A short caption under the image. */
      caption: textSchema,
    },
  },
} as const satisfies JSONSchema

/** A calendar date written as YYYY-MM-DD. */
export const isoDateSchema = {
  type: 'string',
  pattern: '^\\d{4}-\\d{2}-\\d{2}$',
  description: 'Date as YYYY-MM-DD',
} as const satisfies JSONSchema

/** A section's id: lowercase letters, digits and hyphens, starting with a letter (an HTML anchor and part of attribute names). */
export const SECTION_ID_PATTERN = '^[a-z][a-z0-9-]*$'

/** The two properties every section starts with. */
export function sectionBase<const T extends string>(type: T) {
  return {
    /** Stable, unique id within the page; also the HTML anchor (#id). */
    id: { type: 'string', pattern: SECTION_ID_PATTERN, description: 'Stable lowercase id, also the anchor' },
    /** The section type; decides which component renders it. */
    type: { const: type },
  } as const
}
