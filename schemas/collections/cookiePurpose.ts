import type { FromSchema, JSONSchema } from 'json-schema-to-ts'
import { textSchema } from '../shared.ts'

/** The purposes a visitor consents to, in the order the consent dialog and the cookie policy show them. */
export const CONSENT_PURPOSES = ['necessary', 'preferences', 'statistics', 'marketing'] as const
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number]
/** The purposes a visitor may switch on or off; necessary cookies are always on. */
export type OptionalPurpose = Exclude<ConsentPurpose, 'necessary'>

/** The visitor's answer per optional purpose; necessary cookies are always allowed. */
export type ConsentChoices = Record<OptionalPurpose, boolean>

/** A decision as stored: the choices, when they were made and which version of the policy they answer. */
export interface StoredConsent {
  choices: ConsentChoices
  /** When the visitor decided (ISO 8601). */
  decidedAt: string
  /** The cookie policy version the choice answers (data/site.json `consent.policyVersion`). */
  policyVersion: string
}

export const OPTIONAL_PURPOSES = CONSENT_PURPOSES.filter((purpose): purpose is OptionalPurpose => purpose !== 'necessary')

export const NOTHING_ALLOWED: ConsentChoices = { preferences: false, statistics: false, marketing: false }
export const EVERYTHING_ALLOWED: ConsentChoices = { preferences: true, statistics: true, marketing: true }

/**
 * One purpose of the cookie policy: what it is for, the cookies set for it and the third-party
 * services that need it. The cookie policy's overview and the consent dialog both read these items,
 * so they cannot disagree.
 */
export const cookiePurposeSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'label', 'heading', 'description', 'cookies', 'services'],
  properties: {
    /** Which purpose: "necessary" (always on), "preferences", "statistics" or "marketing". */
    id: { enum: CONSENT_PURPOSES },
    /** Short name: the switch in the consent dialog and the "Type" column of the policy's table, e.g. "Præferencer". */
    label: textSchema,
    /** Subheading in the cookie policy, e.g. "Præferencecookies". */
    heading: textSchema,
    /** What the purpose covers, in a sentence or two; shown in the policy and under the dialog's switch. */
    description: textSchema,
    /** The cookies set for this purpose (may be empty when only third-party services need it). */
    cookies: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['name', 'description', 'lifetime'],
        properties: {
          /** The cookie's name, e.g. "_ga". */
          name: textSchema,
          /** What it does and who sets it. */
          description: textSchema,
          /** How long it is kept, as the policy states it, e.g. "2 år". */
          lifetime: textSchema,
        },
      },
    },
    /** Third-party services that load only once the visitor has agreed to this purpose. */
    services: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['name', 'provider', 'description'],
        properties: {
          /** The embed on our pages this service is behind, for the ones the site itself blocks until consent. */
          embed: { enum: ['booking', 'map'] },
          /** What the service is on our site, e.g. "Bookingkalenderen". */
          name: textSchema,
          /** Who delivers it, e.g. "Calendly". */
          provider: textSchema,
          /** What it does and where it is used. */
          description: textSchema,
        },
      },
    },
  },
} as const satisfies JSONSchema

export type CookiePurpose = FromSchema<typeof cookiePurposeSchema>
/** The embeds that wait for consent. */
export type ConsentEmbed = NonNullable<CookiePurpose['services'][number]['embed']>
