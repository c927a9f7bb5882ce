// The web-vitals function, independent of where it runs: the local Node server (`npm start`) mounts it
// with its embedded database, the hosted edge runtime (Deno) with the database's REST interface.
// A browser sends it one page view's Core Web Vitals at page hide, with navigator.sendBeacon: a
// cross-origin beacon carries a plain text body (`text/plain`) and no headers of its own, so that is
// exactly what it accepts. It never throws: every reply is JSON with the CORS headers, and a refused
// batch changes nothing.
import { originMatcher } from './allowedOrigins.ts'
import { corsHeaders, readJsonPost, sha256Hex } from './functionHttp.ts'
import type { RateLimit } from './contactHandler.ts'
import { readVitalsBatch, VITALS_LIMITS, type VitalsBatch } from './webVitalsRules.ts'

/** Where accepted batches go. */
export interface VitalsStore {
  /**
   * Keeps the batch's metrics, one row per page view and metric (a later value replaces an earlier
   * one), unless the client already sent `limit.max` batches within `limit.windowMs`. The client's key
   * is kept apart from the rows, and only for the window. Resolves once stored.
   */
  record(batch: VitalsBatch, clientKey: string, limit: RateLimit): Promise<'stored' | 'rate-limited'>
}

export interface VitalsHandlerOptions {
  store: VitalsStore
  /** Browser origins allowed: "*" for any, or a list (see allowedOrigins.ts). */
  allowedOrigin?: string
  /** Batches per client within the window; more answer 429. */
  rateLimit?: RateLimit
  /** Secret mixed into the client key hash. */
  salt?: string
}

/** A visitor sends about one batch per page shown: 120 in 10 minutes is far beyond a reader, well below a flood. */
export const VITALS_RATE_LIMIT: RateLimit = { max: 120, windowMs: 10 * 60_000 }

export function createWebVitalsHandler(options: VitalsHandlerOptions) {
  const { store, allowedOrigin = '*', salt = '', rateLimit = VITALS_RATE_LIMIT } = options
  const allowed = originMatcher(allowedOrigin)

  async function handle(request: Request, clientAddress: string): Promise<Response> {
    const read = await readJsonPost(request, {
      allowed,
      contentType: {
        pattern: /^text\/plain\b/i,
        refusal: 'Unsupported content type: send the batch as text/plain, as navigator.sendBeacon does with a string',
      },
      maxBodyBytes: VITALS_LIMITS.bodyBytes,
    })
    if ('response' in read) return read.response
    const { body, reply } = read
    const batch = readVitalsBatch(body)
    if (!batch.ok) return reply(400, { error: `Validation failed: ${batch.error}` })
    const clientKey = await sha256Hex(`${salt}:${clientAddress}`)
    const outcome = await store.record(batch.value, clientKey, rateLimit)
    if (outcome === 'rate-limited') return reply(429, { error: 'Rate limit exceeded: too many batches, please wait' })
    return reply(200, { success: true, stored: batch.value.entries.length })
  }

  return async function handleWebVitalsRequest(request: Request, caller: { clientAddress: string }): Promise<Response> {
    try {
      return await handle(request, caller.clientAddress)
    } catch (error) {
      console.error('web-vitals: could not handle a batch', error)
      return new Response(JSON.stringify({ error: 'Could not store the measurements' }), {
        status: 500,
        headers: { ...corsHeaders(null), 'Content-Type': 'application/json; charset=utf-8' },
      })
    }
  }
}
