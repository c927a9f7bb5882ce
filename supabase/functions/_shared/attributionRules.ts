// Where a lead came from, sent with a contact message: the one rule set the browser
// (contact/attribution.ts) and the secure-contact-form function share. The database's column checks
// (supabase/migrations/20261128090000_lead_click_ids.sql) hold the same limits, and
// supabase/migrations/migrations.test.ts compares them with ATTRIBUTION_LIMITS. Node and Deno alike,
// so no imports here; a file of its own, so the browser loads it only when a message is sent.

/**
 * Where a lead came from, sent with the message: the path of the page the visit started on (never its
 * query), the other site the visitor came from, the campaign parameters (UTM) and the ad click IDs
 * of the landing page's address. An empty string means unknown.
 */
export interface Attribution {
  landingPage: string
  referrerHost: string
  utmSource: string
  utmMedium: string
  utmCampaign: string
  utmTerm: string
  utmContent: string
  /** Google Ads' click ID, which its offline conversion import matches a lead to its click by. */
  gclid: string
  /** Google Ads' click IDs for clicks on iOS apps (gbraid) and from iOS apps to the web (wbraid). */
  gbraid: string
  wbraid: string
  /** Meta's click ID, which its Conversions API matches a lead to its click by. */
  fbclid: string
}

/**
 * The longest value of each attribution field, in characters as the database counts them (code
 * points: an emoji is one character, though two UTF-16 units in JavaScript). A host name is at most
 * 253 characters; Google's and Meta's click IDs are around 100 characters today, with room to grow.
 */
export const ATTRIBUTION_LIMITS: Readonly<Record<keyof Attribution, number>> = {
  landingPage: 500,
  referrerHost: 253,
  utmSource: 200,
  utmMedium: 200,
  utmCampaign: 200,
  utmTerm: 200,
  utmContent: 200,
  gclid: 300,
  gbraid: 300,
  wbraid: 300,
  fbclid: 300,
}

export const ATTRIBUTION_FIELDS = Object.keys(ATTRIBUTION_LIMITS) as (keyof Attribution)[]

/** The fields read from the landing page's query, by the parameter each is read from; nothing else of a query is kept. */
export const QUERY_PARAMETERS = {
  utmSource: 'utm_source',
  utmMedium: 'utm_medium',
  utmCampaign: 'utm_campaign',
  utmTerm: 'utm_term',
  utmContent: 'utm_content',
  gclid: 'gclid',
  gbraid: 'gbraid',
  wbraid: 'wbraid',
  fbclid: 'fbclid',
} as const satisfies Partial<Record<keyof Attribution, string>>

/** Nothing known about where the visit came from. */
export const UNKNOWN_ATTRIBUTION: Attribution = Object.fromEntries(ATTRIBUTION_FIELDS.map((field) => [field, ''])) as unknown as Attribution

/** A string's length in code points, as the database's char_length counts it. */
export function characterCount(value: string): number {
  let count = 0
  for (const _ of value) count++
  return count
}

/** The first `limit` code points of a value: a character outside the BMP (an emoji) is kept whole or left out, never split. */
export function clipCharacters(value: string, limit: number): string {
  if (value.length <= limit) return value
  return Array.from(value).slice(0, limit).join('')
}

/** Each value cut to its field's limit. */
export function clipAttribution(attribution: Attribution): Attribution {
  const clipped = { ...attribution }
  for (const field of ATTRIBUTION_FIELDS) clipped[field] = clipCharacters(attribution[field], ATTRIBUTION_LIMITS[field])
  return clipped
}

/** The UTM values and click IDs of a query, each '' where the query has none. */
export function queryValues(search: URLSearchParams): Pick<Attribution, keyof typeof QUERY_PARAMETERS> {
  const values = {} as Record<keyof typeof QUERY_PARAMETERS, string>
  for (const [field, parameter] of Object.entries(QUERY_PARAMETERS)) values[field as keyof typeof QUERY_PARAMETERS] = search.get(parameter) ?? ''
  return values
}

/**
 * The landing page reduced to its path, its query's UTM values and click IDs filling the fields left
 * empty: what a page built before this rule sends (`/kontakt?gclid=…&email=…`) is stored as today's
 * pages send it, and nothing else of its query.
 */
function withoutQuery(attribution: Attribution): Attribution {
  const queryAt = attribution.landingPage.search(/[?#]/)
  if (queryAt === -1) return attribution
  const fromQuery = queryValues(new URLSearchParams(attribution.landingPage.slice(queryAt).replace(/^\?/, '').replace(/#.*$/, '')))
  const cleaned = { ...attribution, landingPage: attribution.landingPage.slice(0, queryAt) }
  for (const [field, value] of Object.entries(fromQuery)) cleaned[field as keyof typeof fromQuery] ||= value
  return cleaned
}

/**
 * Reads the body's optional `attribution`. It never costs a message, which the visitor typed while
 * this is data they did not: an unknown key is dropped, a value that is no string counts as unknown
 * (''), an over-long one is clipped to its limit, and anything but an object is unknown altogether.
 * The landing page keeps its path only.
 */
export function readAttribution(value: unknown): Attribution {
  const attribution = { ...UNKNOWN_ATTRIBUTION }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return attribution
  const given = value as Record<string, unknown>
  for (const field of ATTRIBUTION_FIELDS) {
    const fieldValue = Object.hasOwn(given, field) ? given[field] : undefined
    if (typeof fieldValue === 'string') attribution[field] = fieldValue
  }
  return clipAttribution(withoutQuery(attribution))
}
