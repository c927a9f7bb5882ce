import type { FromSchema, JSONSchema } from 'json-schema-to-ts'
import { imageSchema, textSchema } from '../shared.ts'

/** The metrics a case card may show (SPEC.md section 3), each with its fixed label. */
export const CASE_METRIC_KEYS = [
  'leads',
  'leadPrice',
  'leadIncrease',
  'trafficIncrease',
  'leadPriceReduction',
  'fallRate',
  'roas',
  'profitIncrease',
  'revenue',
  'business',
  'expansion',
] as const

/** A client case: its card on the home page and /cases, and the head of its page /cases/{id}. */
export const caseSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['title', 'company', 'type', 'description', 'industry', 'image', 'metrics', 'services', 'results', 'duration', 'highlights'],
  properties: {
    /** Headline of the case, e.g. "10x flere leads til flyttefirma". */
    title: textSchema,
    /** The client's name. */
    company: textSchema,
    /** Which filter the case belongs to: webshop or service business. */
    type: { enum: ['ecommerce', 'service'] },
    /** One or two sentences about the result. */
    description: textSchema,
    /** The client's industry, e.g. "Flyttefirma". */
    industry: textSchema,
    /** Card and hero image. */
    image: imageSchema,
    /** Headline figures by metric, as shown, e.g. { "leads": "2.074", "roas": "5,1" }. */
    metrics: {
      type: 'object',
      additionalProperties: false,
      minProperties: 1,
      properties: Object.fromEntries(CASE_METRIC_KEYS.map((key) => [key, textSchema])) as Record<(typeof CASE_METRIC_KEYS)[number], typeof textSchema>,
    },
    /** Services delivered, e.g. ["Google Ads", "Meta Ads"]. */
    services: { type: 'array', minItems: 1, items: textSchema },
    /** Results in one line each, e.g. ["72% lavere leadpris"]. */
    results: { type: 'array', minItems: 1, items: textSchema },
    /** How long the cooperation has run, in whole months (SPEC.md section 9). */
    duration: { type: 'integer', minimum: 1 },
    /** The three headline figures of the case page, in display order. */
    highlights: {
      type: 'array',
      minItems: 3,
      maxItems: 3,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['value', 'label', 'shortLabel'],
        properties: {
          /** The figure as shown, in Danish format, e.g. "43,45 kr." or "ROAS 6,2". */
          value: textSchema,
          /** What improved, e.g. "lavere pris pr. lead end før samarbejdet". */
          label: textSchema,
          /** A shorter label for narrow screens, e.g. "lavere leadpris". */
          shortLabel: { type: 'string', minLength: 1, maxLength: 28 },
        },
      },
    },
  },
} as const satisfies JSONSchema

export type Case = FromSchema<typeof caseSchema> & { id: string }
