import type { JSONSchema } from 'json-schema-to-ts'
import { itemRef } from '../contentKeywords.ts'
import type { ItemsOf, ResolvedFromSchema } from '../resolvedContent.ts'
import { httpsUrlSchema, imageSchema, slugSchema, textSchema } from '../shared.ts'

/** A website the agency built, shown in a browser-style frame. */
export const websiteShowcaseSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'client', 'url', 'description', 'previewType'],
  properties: {
    /** Stable id. */
    id: slugSchema,
    /** The client whose site it is (data/collections/clients.json); its name titles the card. */
    client: itemRef('clients', 'name'),
    /** The live site. */
    url: httpsUrlSchema,
    /** One line about the project. */
    description: textSchema,
    /**
     * "iframe": the screenshot (or, without one, a card with the site's name) until the visitor asks
     * for the live site, which then loads in a sandboxed frame. "screenshot": only the screenshot.
     */
    previewType: { enum: ['iframe', 'screenshot'] },
    /** A screenshot of the site; required for previewType "screenshot". */
    screenshot: imageSchema,
  },
  if: { properties: { previewType: { const: 'screenshot' } } },
  then: { required: ['screenshot'] },
} as const satisfies JSONSchema

export type WebsiteShowcase = ResolvedFromSchema<typeof websiteShowcaseSchema, ItemsOf<'clients', 'name'>>
