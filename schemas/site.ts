import type { FromSchema, JSONSchema } from 'json-schema-to-ts'
import { emailSchema, hrefSchema, httpsUrlSchema as httpsUrl, isoDateSchema, linkSchema, phoneSchema, textSchema } from './shared.ts'

const conversionLabel = { anyOf: [{ type: 'string', pattern: '^[A-Za-z0-9_-]{1,64}$' }, { type: 'null' }] } as const satisfies JSONSchema

const nullableHttpsUrl = { anyOf: [httpsUrl, { type: 'null' }] } as const satisfies JSONSchema

/** The agency's identity and the site's external services: the one place each of these values is written. */
export const siteSchema = {
  type: 'object',
  additionalProperties: false,
  required: [
    'brand',
    'legalName',
    'cvr',
    'email',
    'phone',
    'address',
    'openingHours',
    'siteUrl',
    'social',
    'backend',
    'contentApi',
    'booking',
    'mapEmbedUrl',
    'consent',
    'measurement',
    'mediaBaseUrl',
    'defaultShareImage',
    'logo',
    'navigation',
  ],
  properties: {
    $schema: { type: 'string' },
    /** Brand name shown in the logo, titles and copy. */
    brand: textSchema,
    /** Registered company name. */
    legalName: textSchema,
    /** Danish company registration number (8 digits). */
    cvr: { type: 'string', pattern: '^\\d{8}$' },
    /** Public contact e-mail. */
    email: emailSchema,
    /** Public phone number as displayed, e.g. "+45 12 34 56 78". */
    phone: phoneSchema,
    /** The office address. */
    address: {
      type: 'object',
      additionalProperties: false,
      required: ['street', 'postalCode', 'city', 'locality', 'country'],
      properties: {
        street: textSchema,
        postalCode: { type: 'string', pattern: '^\\d{4}$' },
        /** Postal district as written on letters, e.g. "Aarhus C". */
        city: textSchema,
        /** Town for structured data, e.g. "Aarhus". */
        locality: textSchema,
        /** ISO country code. */
        country: { const: 'DK' },
        /** Map position for structured data. */
        geo: {
          type: 'object',
          additionalProperties: false,
          required: ['latitude', 'longitude'],
          properties: { latitude: { type: 'number' }, longitude: { type: 'number' } },
        },
      },
    },
    /** Opening hours: weekdays with times, and the weekend note. */
    openingHours: {
      type: 'object',
      additionalProperties: false,
      required: ['weekdays', 'opens', 'closes', 'weekendNote'],
      properties: {
        /** Shown label, e.g. "Man-fre". */
        weekdays: textSchema,
        opens: { type: 'string', pattern: '^\\d{2}:\\d{2}$' },
        closes: { type: 'string', pattern: '^\\d{2}:\\d{2}$' },
        /** e.g. "Weekend efter aftale". */
        weekendNote: textSchema,
      },
    },
    /** Public address of the site, used for canonical links, sharing tags and the sitemap. No trailing slash. */
    siteUrl: { type: 'string', pattern: '^https://[^\\s/]+(/[^\\s]*[^/\\s])?$' },
    /** Social profiles. */
    social: {
      type: 'object',
      additionalProperties: false,
      properties: { linkedin: httpsUrl, facebook: httpsUrl, instagram: httpsUrl },
    },
    /** The hosted backend; null means the local server's own function and database. */
    backend: {
      type: 'object',
      additionalProperties: false,
      required: ['url', 'anonKey'],
      properties: { url: nullableHttpsUrl, anonKey: { anyOf: [textSchema, { type: 'null' }] } },
    },
    /** The content system's REST bases; null means the built-in content only. */
    contentApi: {
      type: 'object',
      additionalProperties: false,
      required: ['baseUrl', 'customFieldsBaseUrl'],
      properties: { baseUrl: nullableHttpsUrl, customFieldsBaseUrl: nullableHttpsUrl },
    },
    /** The third-party scheduling widget. */
    booking: {
      type: 'object',
      additionalProperties: false,
      required: ['scriptUrl', 'eventUrl', 'eventName'],
      properties: {
        /** The widget's script. */
        scriptUrl: httpsUrl,
        /** The bookable event the inline calendar shows. */
        eventUrl: httpsUrl,
        /** That event's name, for copy ({bookingEvent} in page text), e.g. "30 minutters automatiserings-audit". */
        eventName: textSchema,
      },
    },
    /** The map embed shown on the contact page. */
    mapEmbedUrl: httpsUrl,
    /** Cookie consent (the purposes and cookies themselves are in data/collections/cookiePurposes.json). */
    consent: {
      type: 'object',
      additionalProperties: false,
      required: ['policyVersion'],
      properties: {
        /**
         * The cookie policy's version: the date it last changed in a way that needs new consent
         * ({cookiePolicyVersion} in page text). Changing it asks every visitor again.
         */
        policyVersion: isoDateSchema,
      },
    },
    /**
     * Measurement tags. Each loads only after the visitor consents to its purpose, and only a
     * configured tag is named in the cookie policy and the consent dialog. null: not used.
     */
    measurement: {
      type: 'object',
      additionalProperties: false,
      required: ['googleTag', 'metaPixel', 'webVitals'],
      properties: {
        /**
         * Real visitors' speed (Core Web Vitals), measured with consent to statistics and sent to the
         * backend's web-vitals function (`npm start`'s local server without a hosted backend). false for
         * a backend without that function: statistics is then offered only for a configured tag.
         */
        webVitals: { type: 'boolean' },
        /** The Google tag (gtag.js), for Google Analytics 4 and Google Ads. */
        googleTag: {
          type: 'object',
          additionalProperties: false,
          required: ['scriptUrl', 'analyticsId', 'adsId', 'adsConversionLabels'],
          properties: {
            /** The tag's script, without its `?id=` (Google's address, or a test stand-in's). */
            scriptUrl: httpsUrl,
            /** The GA4 measurement ID, e.g. "G-AB12CD34EF"; needs consent to statistics. */
            analyticsId: { anyOf: [{ type: 'string', pattern: '^G-[A-Z0-9]{4,20}$' }, { type: 'null' }] },
            /** The Google Ads tag ID, e.g. "AW-123456789"; needs consent to marketing. */
            adsId: { anyOf: [{ type: 'string', pattern: '^AW-\\d{5,15}$' }, { type: 'null' }] },
            /** The Google Ads conversion label of each conversion (null: that conversion is not sent to Google Ads). */
            adsConversionLabels: {
              type: 'object',
              additionalProperties: false,
              required: ['lead', 'booking', 'contact'],
              properties: {
                /** A contact message the backend accepted. */
                lead: conversionLabel,
                /** A talk booked in the calendar. */
                booking: conversionLabel,
                /** A click on the phone number or the e-mail address. */
                contact: conversionLabel,
              },
            },
          },
        },
        /** Meta's pixel (Facebook and Instagram ads); needs consent to marketing. */
        metaPixel: {
          type: 'object',
          additionalProperties: false,
          required: ['scriptUrl', 'pixelId'],
          properties: {
            /** The pixel's script (Meta's address, or a test stand-in's). */
            scriptUrl: httpsUrl,
            /** The pixel ID, e.g. "123456789012345". */
            pixelId: { anyOf: [{ type: 'string', pattern: '^\\d{5,20}$' }, { type: 'null' }] },
          },
        },
      },
    },
    /** Where images and videos live: "/media" for the bundled demo media, or an https bucket URL. */
    mediaBaseUrl: { type: 'string', pattern: '^(/[a-z0-9/_-]*[a-z0-9_-]|https://[^\\s]*[^/\\s])$' },
    /** Sharing image used when a page sets none (path under /public, 1200x630). */
    defaultShareImage: { type: 'string', pattern: '^/[^\\s]+\\.(png|jpe?g|webp)$' },
    /** The agency's logo for search engines (the organisation's structured data): a square PNG under /public, at least 112 px. */
    logo: { type: 'string', pattern: '^/[^\\s]+\\.png$' },
    /** The shared top bar and footer. */
    navigation: {
      type: 'object',
      additionalProperties: false,
      required: ['main', 'servicesLabel', 'servicesHref', 'cta', 'footer'],
      properties: {
        /** Main links in the top bar. */
        main: { type: 'array', minItems: 1, items: linkSchema },
        /** Label of the services dropdown button. */
        servicesLabel: textSchema,
        /** The services overview page, listed first in the dropdown. */
        servicesHref: hrefSchema,
        /** The call-to-action button in the top bar. */
        cta: linkSchema,
        /** Footer links. */
        footer: { type: 'array', minItems: 1, items: linkSchema },
      },
    },
  },
} as const satisfies JSONSchema

export type SiteConfig = FromSchema<typeof siteSchema>
