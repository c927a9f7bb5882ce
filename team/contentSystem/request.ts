import { contentSystemMessages } from '../messages.ts'
import { CONTENT_LIMITS } from './constants.ts'

const m = contentSystemMessages

/**
 * GET `url` as JSON (SPEC.md section 7): an Accept header for JSON, aborted after 10 s with
 * 'Request timed out'; a non-OK answer rejects with 'HTTP error! status: {code}' (or the given
 * text, e.g. 'ACF HTTP {code}'); a body that is not JSON rejects with the parser's error.
 */
export async function getJson(url: string, fetchImpl: typeof fetch, httpError: string = m.httpError): Promise<unknown> {
  const controller = new AbortController()
  let timedOut = false
  const timer = setTimeout(() => {
    timedOut = true
    controller.abort()
  }, CONTENT_LIMITS.timeoutMs)
  try {
    const response = await fetchImpl(url, { headers: { Accept: 'application/json' }, signal: controller.signal })
    if (!response.ok) throw new Error(httpError.replace('{code}', String(response.status)))
    return await response.json()
  } catch (error) {
    if (timedOut) throw new Error(m.timedOut)
    throw error
  } finally {
    clearTimeout(timer)
  }
}
