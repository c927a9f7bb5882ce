import type { FromSchema, JSONSchema } from 'json-schema-to-ts'
import { textSchema } from '../shared.ts'

/** The measurement tags the site can load (consent/measurement/tagServices.ts: the purpose each waits for, whether each is configured). */
export const TAG_SERVICES = ['googleAnalytics', 'googleAds', 'metaPixel'] as const
/** The purposes a tag can wait for. */
export const TAG_PURPOSE_IDS = ['statistics', 'marketing'] as const
/** What the site measures itself, with no tag: real visitors' speed (data/site.json `measurement.webVitals`), with consent to statistics. */
export const SITE_MEASURES = ['webVitals'] as const
/**
 * What a text can require to be shown: a tag service ("googleAnalytics": while it is configured),
 * a purpose ("statistics": while a configured tag waits for it; the embeds do not count) or the
 * site's own measuring ("webVitals": while it is on).
 * Written out rather than spread from the lists above: this module reaches the browser, and a bundler
 * keeps a spread it cannot prove harmless. The check below keeps the lists in step.
 */
export const TAG_REQUIREMENTS = ['googleAnalytics', 'googleAds', 'metaPixel', 'statistics', 'marketing', 'webVitals'] as const
export type TagRequirement = (typeof TAG_REQUIREMENTS)[number]
/** What sets a cookie: the site itself or a tag service (written out, as TAG_REQUIREMENTS). */
const COOKIE_SETTERS = ['site', 'googleAnalytics', 'googleAds', 'metaPixel'] as const
type SameMembers<A, B> = [Exclude<A, B> | Exclude<B, A>] extends [never] ? true : never
export const TAG_LISTS_IN_STEP: SameMembers<TagRequirement, (typeof TAG_SERVICES)[number] | (typeof TAG_PURPOSE_IDS)[number] | (typeof SITE_MEASURES)[number]> &
  SameMembers<(typeof COOKIE_SETTERS)[number], 'site' | (typeof TAG_SERVICES)[number]> = true

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
  /** The cookie policy version the choice answers (consent/measurement/consentTerms.ts `consentPolicyVersion`). */
  policyVersion: string
}

/**
 * What a decision answers: the cookie policy's version and the optional purposes offered under the
 * site's configuration (consent/measurement/consentTerms.ts). Only offered purposes are stored or read.
 */
export interface ConsentTerms {
  policyVersion: string
  purposes: readonly OptionalPurpose[]
}

export const OPTIONAL_PURPOSES = CONSENT_PURPOSES.filter((purpose): purpose is OptionalPurpose => purpose !== 'necessary')

export const NOTHING_ALLOWED: ConsentChoices = { preferences: false, statistics: false, marketing: false }
export const EVERYTHING_ALLOWED: ConsentChoices = { preferences: true, statistics: true, marketing: true }

/** The choices with every purpose that is not offered switched off: a purpose not offered is never allowed. */
export function offeredOnly(choices: ConsentChoices, offered: readonly OptionalPurpose[]): ConsentChoices {
  return Object.fromEntries(OPTIONAL_PURPOSES.map((purpose) => [purpose, offered.includes(purpose) && choices[purpose]])) as ConsentChoices
}

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
        required: ['name', 'setBy', 'description', 'lifetime'],
        properties: {
          /**
           * The cookie's name, e.g. "_ga". `<ID>` stands for the setting service's ID without its
           * letter prefix: "_ga_<ID>" is listed as "_ga_AB12CD34EF" for the measurement ID G-AB12CD34EF.
           */
          name: textSchema,
          /**
           * What sets it: "site" (the site itself) or a measurement tag ("googleAnalytics",
           * "googleAds", "metaPixel"); a tag's cookies are listed only while the tag is configured.
           */
          setBy: { enum: COOKIE_SETTERS },
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
          /** The embed on our pages this service is behind (always listed); a service has either `embed` or `tag`. */
          embed: { enum: ['booking', 'map'] },
          /** The measurement tag this service is (listed only while the tag is configured); a service has one of `embed`, `tag` and `own`. */
          tag: { enum: TAG_SERVICES },
          /** What the site measures itself this service is ("webVitals": listed only while it is on). */
          own: { enum: SITE_MEASURES },
          /** What the service is on our site, e.g. "Bookingkalenderen". */
          name: textSchema,
          /** Who delivers it, e.g. "Calendly". */
          provider: textSchema,
          /** What it does and where it is used. */
          description: textSchema,
        },
        oneOf: [{ required: ['embed'] }, { required: ['tag'] }, { required: ['own'] }],
      },
    },
  },
} as const satisfies JSONSchema

export type CookiePurpose = FromSchema<typeof cookiePurposeSchema>
export type CookieEntry = CookiePurpose['cookies'][number]
export type ServiceEntry = CookiePurpose['services'][number]
/** The embeds that wait for consent. */
export type ConsentEmbed = NonNullable<CookiePurpose['services'][number]['embed']>
