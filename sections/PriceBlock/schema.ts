import type { JSONSchema } from 'json-schema-to-ts'
import { itemRef } from '../../schemas/contentKeywords.ts'
import type { ItemsOf, ResolvedFromSchema } from '../../schemas/resolvedContent.ts'
import { linkSchema, sectionBase, textSchema } from '../../schemas/shared.ts'

/**
 * What a service costs and what it promises: the price (or how it is priced), what is included,
 * delivery times and a call to action. Also the source of the page's Service structured data.
 */
export const priceBlockSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'type', 'title', 'service', 'description', 'includes', 'action'],
  properties: {
    ...sectionBase('priceBlock'),
    /** The section heading (h2), e.g. "Pris". */
    title: textSchema,
    /** The service this price is for, by id (data/collections/services.json). */
    service: itemRef('services', 'link'),
    /** The price in whole Danish kroner, shown as e.g. "Fra 6.000 kr. om måneden". Leave out for services priced per task. */
    price: {
      type: 'object',
      additionalProperties: false,
      required: ['amount'],
      properties: {
        /** Whole kroner, e.g. 6000; shown in Danish format (6.000 kr.). */
        amount: { type: 'integer', minimum: 1 },
        /** True when the amount is a starting price ("Fra ..."). */
        from: { type: 'boolean' },
        /** Per month (recurring) or once (a project). */
        period: { enum: ['month', 'once'] },
      },
    },
    /** Instead of a price: how the service is priced, e.g. "Fast pris efter en gratis gennemgang". */
    priceText: textSchema,
    /** One or two sentences about the price. */
    description: textSchema,
    /** What the price includes. */
    includes: { type: 'array', minItems: 1, maxItems: 8, items: textSchema },
    /** Promises such as delivery times, e.g. { "label": "Enkle designs", "value": "24-48 timer" }. */
    promises: {
      type: 'array',
      minItems: 1,
      maxItems: 4,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['label', 'value'],
        properties: {
          /** What the promise is about. */
          label: textSchema,
          /** The promise, e.g. "3-5 arbejdsdage". */
          value: textSchema,
        },
      },
    },
    /** The call to action (to /kontakt). */
    action: linkSchema,
  },
  oneOf: [{ required: ['price'] }, { required: ['priceText'] }],
} as const satisfies JSONSchema

export type PriceBlockSection = ResolvedFromSchema<typeof priceBlockSchema, ItemsOf<'services', 'link'>>
