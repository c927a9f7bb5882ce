// A local stand-in for the hosted backend's REST endpoint (the API gateway plus PostgREST), for the
// one call the contact function makes: POST /rest/v1/rpc/{function}. It speaks the real wire format
// (API key headers, named JSON arguments, a bare JSON value back, errors as { code, message, details,
// hint } with PostgREST's statuses) and runs the call on PGlite with the project's migrations, as the
// role the key stands for.
import type { PGlite } from '@electric-sql/pglite'
import { createServer, type IncomingMessage, type Server } from 'node:http'

export interface StandInKeys {
  anon: string
  serviceRole: string
}

export interface RecordedCall {
  method: string
  path: string
  headers: IncomingMessage['headers']
  body: unknown
}

const IDENTIFIER = /^[a-z_][a-z0-9_]*$/

function bodyOf(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = ''
    request.setEncoding('utf8')
    request.on('data', (chunk: string) => (text += chunk))
    request.on('end', () => resolve(text))
    request.on('error', reject)
  })
}

/** PostgREST's HTTP status for a Postgres error code (the ones this call can meet). */
function statusOf(code: string, role: string): number {
  if (code === '42501') return role === 'anon' ? 401 : 403 // insufficient privilege
  if (code.startsWith('23')) return code === '23505' ? 409 : 400 // integrity constraint violation
  if (code === '22P02' || code === '22023') return 400
  return 500
}

export async function startPostgrestStandIn(db: PGlite, keys: StandInKeys): Promise<{ url: string; calls: RecordedCall[]; close(): Promise<void> }> {
  const calls: RecordedCall[] = []
  const server: Server = createServer(async (request, response) => {
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' })
      response.end(JSON.stringify(body))
    }
    const text = await bodyOf(request)
    const path = new URL(request.url ?? '/', 'http://stand-in').pathname
    let body: unknown
    try {
      body = text ? JSON.parse(text) : {}
    } catch {
      return send(400, { code: 'PGRST102', message: 'Empty or invalid json', details: null, hint: null })
    }
    calls.push({ method: request.method ?? '', path, headers: request.headers, body })

    // The gateway: every request needs a known API key; the bearer token decides the database role.
    const apikey = request.headers.apikey
    if (!apikey) return send(401, { message: 'No API key found in request', hint: 'No `apikey` request header or url param was found.' })
    if (apikey !== keys.anon && apikey !== keys.serviceRole)
      return send(401, { message: 'Invalid API key', hint: 'Double check your Supabase `anon` or `service_role` API key.' })
    const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? apikey
    const role = token === keys.serviceRole ? 'service_role' : token === keys.anon ? 'anon' : undefined
    if (!role) return send(401, { code: 'PGRST301', message: 'JWSError JWSInvalidSignature', details: null, hint: null })

    const rpc = /^\/rest\/v1\/rpc\/([^/]+)$/.exec(path)
    if (request.method !== 'POST' || !rpc) return send(404, { code: 'PGRST125', message: `Invalid path specified in request URL`, details: null, hint: null })
    if (!/^application\/json\b/.test(request.headers['content-type'] ?? ''))
      return send(415, { code: 'PGRST107', message: 'None of these media types are available', details: null, hint: null })
    const name = rpc[1]!
    if (!body || typeof body !== 'object' || Array.isArray(body))
      return send(400, { code: 'PGRST102', message: 'Expected a JSON object of arguments', details: null, hint: null })
    const args = Object.entries(body as Record<string, unknown>)
    if (!IDENTIFIER.test(name) || args.some(([key]) => !IDENTIFIER.test(key)))
      return send(404, { code: 'PGRST202', message: `Could not find the function public.${name} in the schema cache`, details: null, hint: null })

    const exists = await db.query(
      `select 1 from pg_proc p join pg_namespace n on n.oid = p.pronamespace
        where n.nspname = 'public' and p.proname = $1 and coalesce(p.proargnames, '{}') @> $2::text[] and cardinality(coalesce(p.proargnames, '{}')) = $3`,
      [name, args.map(([key]) => key), args.length],
    )
    if (exists.rows.length === 0) {
      return send(404, {
        code: 'PGRST202',
        message: `Could not find the function public.${name}(${args.map(([key]) => key).join(', ')}) in the schema cache`,
        details: 'Searched for the function with the given parameter names',
        hint: null,
      })
    }
    try {
      const result = await db.transaction(async (tx) => {
        await tx.exec(`set local role ${role}`)
        const named = args.map(([key], index) => `${key} => $${index + 1}`).join(', ')
        return tx.query<{ result: unknown }>(
          `select public.${name}(${named}) as result`,
          // PostgREST hands a JSON object or array to a jsonb argument as JSON.
          args.map(([, value]) => (typeof value === 'object' && value !== null ? JSON.stringify(value) : value)),
        )
      })
      send(200, result.rows[0]?.result ?? null)
    } catch (error) {
      const {
        code = 'XX000',
        message = String(error),
        detail = null,
        hint = null,
      } = error as { code?: string; message?: string; detail?: string | null; hint?: string | null }
      send(statusOf(code, role), { code, message, details: detail, hint })
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  return { url: `http://127.0.0.1:${port}`, calls, close: () => new Promise((resolve) => server.close(() => resolve())) }
}
