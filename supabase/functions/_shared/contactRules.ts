// The contact form's rules and messages: the one source for the browser form and the
// secure-contact-form function (Node and Deno alike, so no imports here).

/** What the visitor sends. businessType and budget are optional choices. */
export interface ContactMessage {
  name: string
  email: string
  company: string
  businessType: string
  budget: string
  message: string
}

export const CONTACT_LIMITS = {
  nameMin: 2,
  nameMax: 100,
  emailMax: 254,
  companyMax: 200,
  messageMin: 10,
  messageMax: 2000,
} as const

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** The allowed values of the two optional selects (an empty string means "not chosen"). */
export const BUSINESS_TYPES = ['ecommerce', 'service', 'other'] as const
export const BUDGETS = ['under-10000', '10000-25000', '25000-50000', 'over-50000'] as const

/** The answer to an accepted message; also the form's default success text. */
export const CONTACT_SUCCESS_MESSAGE = 'Your message has been sent successfully!'

export const VALIDATION_MESSAGES = {
  nameShort: 'Name must be at least 2 characters long',
  nameLong: 'Name must be less than 100 characters',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  emailLong: 'Email address is too long',
  messageShort: 'Message must be at least 10 characters long',
  messageLong: 'Message must be less than 2000 characters',
  companyLong: 'Company name must be less than 200 characters',
  businessTypeInvalid: 'Please choose a business type from the list',
  budgetInvalid: 'Please choose a budget from the list',
} as const

/** One failed rule: the field it concerns and the message shown for it. */
export interface ContactFieldError {
  field: keyof ContactMessage
  message: string
}

/** Checks a message against every rule; returns the failures in field order (empty when valid). */
export function validateContactMessage(input: ContactMessage): ContactFieldError[] {
  const m = VALIDATION_MESSAGES
  const errors: ContactFieldError[] = []
  const name = input.name.trim()
  const email = input.email.trim()
  const message = input.message.trim()
  if (name.length < CONTACT_LIMITS.nameMin) errors.push({ field: 'name', message: m.nameShort })
  else if (name.length > CONTACT_LIMITS.nameMax) errors.push({ field: 'name', message: m.nameLong })
  if (!email) errors.push({ field: 'email', message: m.emailRequired })
  else if (!EMAIL_PATTERN.test(email)) errors.push({ field: 'email', message: m.emailInvalid })
  else if (email.length > CONTACT_LIMITS.emailMax) errors.push({ field: 'email', message: m.emailLong })
  if (input.company.trim().length > CONTACT_LIMITS.companyMax) errors.push({ field: 'company', message: m.companyLong })
  if (input.businessType && !(BUSINESS_TYPES as readonly string[]).includes(input.businessType))
    errors.push({ field: 'businessType', message: m.businessTypeInvalid })
  if (input.budget && !(BUDGETS as readonly string[]).includes(input.budget)) errors.push({ field: 'budget', message: m.budgetInvalid })
  if (message.length < CONTACT_LIMITS.messageMin) errors.push({ field: 'message', message: m.messageShort })
  else if (message.length > CONTACT_LIMITS.messageMax) errors.push({ field: 'message', message: m.messageLong })
  return errors
}

/** The failures as the form shows them: joined with ", ". */
export function joinValidationErrors(errors: ContactFieldError[]): string {
  return errors.map((e) => e.message).join(', ')
}

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
