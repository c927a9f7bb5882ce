// Where a lead came from, sent with a contact message: the rules the browser (contact/attribution.ts)
// and the secure-contact-form function share, with the same limits as the database's column checks
// (supabase/migrations/20261127090000_contact_attribution.sql). Node and Deno alike, so no imports
// here; a file of its own, so the browser loads it only when a message is sent.

/**
 * Where a lead came from, sent with the message: the page the visit started on (path and query),
 * the other site the visitor came from, and the campaign parameters (UTM) of the landing page's link.
 * An empty string means unknown.
 */
export interface Attribution {
  landingPage: string
  referrerHost: string
  utmSource: string
  utmMedium: string
  utmCampaign: string
  utmTerm: string
  utmContent: string
}

/**
 * The longest value of each attribution field, in characters as the database counts them (code
 * points: an emoji is one character, though two UTF-16 units in JavaScript). A host name is at most
 * 253 characters; a landing page is a path with its query.
 */
export const ATTRIBUTION_LIMITS: Readonly<Record<keyof Attribution, number>> = {
  landingPage: 500,
  referrerHost: 253,
  utmSource: 200,
  utmMedium: 200,
  utmCampaign: 200,
  utmTerm: 200,
  utmContent: 200,
}

export const ATTRIBUTION_FIELDS = Object.keys(ATTRIBUTION_LIMITS) as (keyof Attribution)[]

/** Nothing known about where the visit came from. */
export const UNKNOWN_ATTRIBUTION: Attribution = {
  landingPage: '',
  referrerHost: '',
  utmSource: '',
  utmMedium: '',
  utmCampaign: '',
  utmTerm: '',
  utmContent: '',
}

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

/** Each value cut to its field's limit, so the browser never sends what the function would refuse. */
export function clipAttribution(attribution: Attribution): Attribution {
  const clipped = { ...attribution }
  for (const field of ATTRIBUTION_FIELDS) clipped[field] = clipCharacters(attribution[field], ATTRIBUTION_LIMITS[field])
  return clipped
}

/** One failed attribution rule: the body's path to the value (`attribution.utmCampaign`) and why. */
export interface AttributionError {
  field: string
  message: string
}

/**
 * Reads the body's optional `attribution` object: absent, or a field left out, means unknown (''),
 * so older clients still send messages. Anything else than an object of known fields holding strings
 * within their limits is refused, each failure named.
 */
export function readAttribution(value: unknown): { attribution: Attribution; errors: AttributionError[] } {
  const attribution = { ...UNKNOWN_ATTRIBUTION }
  if (value === undefined) return { attribution, errors: [] }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    return { attribution, errors: [{ field: 'attribution', message: 'Invalid attribution: expected an object' }] }
  }
  const errors: AttributionError[] = []
  const given = value as Record<string, unknown>
  for (const key of Object.keys(given)) {
    if (!(ATTRIBUTION_FIELDS as string[]).includes(key)) errors.push({ field: `attribution.${key}`, message: `Invalid attribution: unknown field ${key}` })
  }
  for (const field of ATTRIBUTION_FIELDS) {
    const fieldValue = given[field]
    if (fieldValue === undefined) continue
    const limit = ATTRIBUTION_LIMITS[field]
    if (typeof fieldValue !== 'string' || characterCount(fieldValue) > limit) {
      errors.push({ field: `attribution.${field}`, message: `Invalid attribution: ${field} must be a string of at most ${limit} characters` })
    } else attribution[field] = fieldValue
  }
  return { attribution, errors }
}
