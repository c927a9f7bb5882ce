// The secure-contact-form function, independent of where it runs: the local Node server mounts
// it with an SQLite store, the hosted edge runtime (Deno) with the database table.
import { originMatcher } from './allowedOrigins.ts'
import { readJsonPost, sha256Hex } from './functionHttp.ts'
import { readAttribution, type Attribution } from './attributionRules.ts'
import { CONTACT_SUCCESS_MESSAGE, joinValidationErrors, validateContactMessage, type ContactMessage } from './contactRules.ts'

/** A message as stored (the database adds the time it was received). */
export interface StoredMessage extends ContactMessage {
  /** Hash of the sender's address: enough for rate limiting, not an address. */
  clientKey: string
  /** Where the lead came from ('' where unknown). */
  attribution: Attribution
  /** Whether the visitor allowed marketing when sending: only then may the lead's ad click be reported to the ad platform. */
  marketingConsent: boolean
}

/** At most `max` messages per client within `windowMs`. */
export interface RateLimit {
  max: number
  windowMs: number
}

/** Where accepted messages go. */
export interface MessageStore {
  /**
   * Stores the message unless its client already sent `limit.max` messages within `limit.windowMs`,
   * counting and storing in one atomic step (concurrent calls for one client never pass the limit
   * together). Resolves only once the message is durably stored.
   */
  submit(message: StoredMessage, limit: RateLimit): Promise<'stored' | 'rate-limited'>
}

export interface ContactHandlerOptions {
  store: MessageStore
  /** Browser origins allowed by CORS: "*" for any, or a list with at most one "*" label each (see allowedOrigins.ts). */
  allowedOrigin?: string
  /** Messages per client within the window; more answer 429. */
  rateLimit?: RateLimit
  /** A submit sooner than this after the form was shown is treated as a bot. */
  minFillMs?: number
  /** Largest accepted body in bytes. */
  maxBodyBytes?: number
  /** Secret mixed into the client key hash. */
  salt?: string
  now?: () => number
}

/** What the deployment knows about the caller, from a source it trusts (never a request header the caller sets). */
export interface CallerInfo {
  clientAddress: string
}

export const HONEYPOT_FIELD = 'website'
export const STARTED_AT_FIELD = 'startedAt'

const DEFAULTS = { rateLimit: { max: 5, windowMs: 10 * 60_000 }, minFillMs: 3_000, maxBodyBytes: 16_384 }

function text(value: unknown): string {
  return typeof value === 'string' ? value : ''
}

/** Builds the request handler. Every reply is JSON and carries the CORS headers, errors included. */
export function createContactHandler(options: ContactHandlerOptions) {
  const { store, allowedOrigin = '*', salt = '', now = Date.now } = options
  const rateLimit = options.rateLimit ?? DEFAULTS.rateLimit
  const minFillMs = options.minFillMs ?? DEFAULTS.minFillMs
  const maxBodyBytes = options.maxBodyBytes ?? DEFAULTS.maxBodyBytes
  const allowed = originMatcher(allowedOrigin)

  return async function handleContactRequest(request: Request, caller: CallerInfo): Promise<Response> {
    const read = await readJsonPost(request, {
      allowed,
      contentType: { pattern: /^application\/json\b/i, refusal: 'Unsupported content type: send application/json' },
      maxBodyBytes,
    })
    if ('response' in read) return read.response
    const { body, reply } = read
    if (!body || typeof body !== 'object' || Array.isArray(body)) return reply(400, { error: 'Invalid request: expected a JSON object' })
    const fields = body as Record<string, unknown>

    const message: ContactMessage = {
      name: text(fields.name).trim(),
      email: text(fields.email).trim(),
      company: text(fields.company).trim(),
      businessType: text(fields.businessType),
      budget: text(fields.budget),
      message: text(fields.message).trim(),
    }
    const errors = validateContactMessage(message)
    if (errors.length > 0) return reply(400, { error: `Validation failed: ${joinValidationErrors(errors)}`, fields: errors.map((e) => e.field) })
    // What the visitor typed is never lost over data they did not type: the attribution is cleaned, never refused.
    const attribution = readAttribution(fields.attribution)
    const marketingConsent = fields.marketingConsent === true

    // Bots: a filled honeypot, or a form without the time it was shown (the form always sends it), sent
    // implausibly fast or "in the future", get a normal-looking answer and nothing is stored.
    const startedAt = fields[STARTED_AT_FIELD]
    const plausiblyHuman = typeof startedAt === 'number' && Number.isFinite(startedAt) && now() - startedAt >= minFillMs
    if (text(fields[HONEYPOT_FIELD]) !== '' || !plausiblyHuman) return reply(200, { success: true, message: CONTACT_SUCCESS_MESSAGE })

    const clientKey = await sha256Hex(`${salt}:${caller.clientAddress}`)
    let outcome: 'stored' | 'rate-limited'
    try {
      outcome = await store.submit({ ...message, clientKey, attribution, marketingConsent }, rateLimit)
    } catch (error) {
      console.error('secure-contact-form: could not store a message', error)
      return reply(500, { error: 'Could not store the message' })
    }
    if (outcome === 'rate-limited') return reply(429, { error: 'Rate limit exceeded: too many messages, please wait before sending again' })
    return reply(200, { success: true, message: CONTACT_SUCCESS_MESSAGE })
  }
}
