import type { FromSchema, JSONSchema } from 'json-schema-to-ts'
import { httpsUrlSchema, sectionBase, textSchema } from '../../schemas/shared.ts'

/**
 * A live preview of a client's website in a sandboxed frame (scripts allowed, never its own origin,
 * so it can set no cookies), loaded lazily, with a link that opens the site in a new tab.
 */
export const sitePreviewSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'type', 'title', 'url', 'siteName', 'visitLabel'],
  properties: {
    ...sectionBase('sitePreview'),
    /** The section heading (h2). */
    title: textSchema,
    /** An optional sentence under the heading. */
    lead: textSchema,
    /** The site to preview (https). */
    url: httpsUrlSchema,
    /** The site's name, for the frame's title, e.g. "Pure Vinduespolerings hjemmeside". */
    siteName: textSchema,
    /** Text of the link that opens the site in a new tab, e.g. "Besøg Website". */
    visitLabel: textSchema,
  },
} as const satisfies JSONSchema

export type SitePreviewSection = FromSchema<typeof sitePreviewSchema>
