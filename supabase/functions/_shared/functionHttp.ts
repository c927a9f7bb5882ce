// What the backend functions (secure-contact-form, web-vitals) share about HTTP: CORS headers, the
// checks every request passes before its body is read as JSON, a bounded body read and the hash a
// client's address becomes. Node and Deno alike, so no imports.

/** The CORS headers of every reply: `origin` is what Access-Control-Allow-Origin echoes (none when not allowed). */
export function corsHeaders(origin: string | null): Record<string, string> {
  return {
    ...(origin ? { 'Access-Control-Allow-Origin': origin } : {}),
    'Access-Control-Allow-Methods': 'POST, OPTIONS',
    'Access-Control-Allow-Headers': 'authorization, x-client-info, apikey, content-type',
    'Access-Control-Max-Age': '86400',
    Vary: 'Origin',
  }
}

/** SHA-256 of a text, as hex: what a client's address becomes before anything keeps it. */
export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('')
}

/** Reads at most `limit` bytes of the body; undefined when it is larger. */
async function readBody(request: Request, limit: number): Promise<string | undefined> {
  if (!request.body) return ''
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > limit) {
      await reader.cancel()
      return undefined
    }
    chunks.push(value)
  }
  const bytes = new Uint8Array(size)
  let offset = 0
  for (const chunk of chunks) {
    bytes.set(chunk, offset)
    offset += chunk.byteLength
  }
  return new TextDecoder().decode(bytes)
}

/** Answers in JSON with the CORS headers. */
export type JsonReply = (status: number, body: object) => Response

export interface JsonPostRules {
  /** Access-Control-Allow-Origin for the request's Origin, or null when that origin is not allowed. */
  allowed: (origin: string | null) => string | null
  /** The Content-Type a request must have, and what a refusal of another says. */
  contentType: { pattern: RegExp; refusal: string }
  /** The largest body read, in bytes. */
  maxBodyBytes: number
}

/**
 * What every function does before its own work: a browser on another site is refused before
 * anything is read (callers without a browser send no Origin), a preflight is answered, then only a
 * POST of the right type whose body fits and is JSON goes on. Gives the finished response, or the body
 * parsed and the way to reply.
 */
export async function readJsonPost(request: Request, rules: JsonPostRules): Promise<{ response: Response } | { body: unknown; reply: JsonReply }> {
  const origin = request.headers.get('Origin')
  const cors = corsHeaders(rules.allowed(origin))
  const reply: JsonReply = (status, body) =>
    new Response(JSON.stringify(body), { status, headers: { ...cors, 'Content-Type': 'application/json; charset=utf-8' } })
  const refuse = (status: number, error: string) => ({ response: reply(status, { error }) })
  if (origin !== null && rules.allowed(origin) === null) return refuse(403, 'Origin not allowed')
  if (request.method === 'OPTIONS') return { response: new Response(null, { status: 204, headers: cors }) }
  if (request.method !== 'POST') return refuse(405, 'Method not allowed: use POST')
  if (!rules.contentType.pattern.test(request.headers.get('Content-Type') ?? '')) return refuse(415, rules.contentType.refusal)
  const tooLarge = `Request body too large: at most ${rules.maxBodyBytes} bytes`
  if (Number(request.headers.get('Content-Length') ?? 0) > rules.maxBodyBytes) return refuse(413, tooLarge)
  const raw = await readBody(request, rules.maxBodyBytes)
  if (raw === undefined) return refuse(413, tooLarge)
  try {
    return { body: JSON.parse(raw) as unknown, reply }
  } catch {
    return refuse(400, 'Invalid JSON body')
  }
}
