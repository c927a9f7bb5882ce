import { site } from '../site/index.ts'
import type { ContactMessage } from '../supabase/functions/_shared/contactRules.ts'
import { contactFormMessages } from './formMessages.ts'

/** What the function answers. */
export interface ContactReply {
  success?: boolean
  message?: string
  error?: string
}

/** The form's payload: the message plus the two anti-bot fields. */
export type ContactPayload = ContactMessage & { website: string; startedAt: number }

type BackendClient = Awaited<ReturnType<typeof createBackendClient>>
let client: Promise<BackendClient> | undefined

/**
 * The hosted backend's client, created with the public anon key, its session kept in local
 * storage and refreshed automatically (SPEC.md section 1). Loaded on the first send only.
 * Without a configured backend, the local server answers at the same origin.
 */
async function createBackendClient() {
  const { createClient } = await import('@supabase/supabase-js')
  const { backend } = site
  const url = backend.url ?? window.location.origin
  // The local function needs no key; the client library requires one.
  const anonKey = backend.anonKey ?? 'local-anon-key'
  return createClient(url, anonKey, { auth: { storage: window.localStorage, persistSession: true, autoRefreshToken: true } })
}

/** The server's own message from a failed call: the JSON body of an HTTP error, not the library's generic text. */
async function describeInvokeError(error: unknown): Promise<string> {
  const { FunctionsFetchError, FunctionsHttpError } = await import('@supabase/supabase-js')
  if (error instanceof FunctionsHttpError) {
    try {
      const body = (await (error.context as Response).json()) as { error?: unknown }
      return typeof body.error === 'string' && body.error ? body.error : contactFormMessages.submitFailed
    } catch {
      return contactFormMessages.submitFailed
    }
  }
  if (error instanceof FunctionsFetchError) return `network request failed: ${error.message}`
  return error instanceof Error && error.message ? error.message : contactFormMessages.submitFailed
}

/**
 * Sends the message, with where the visit came from (clipped to the function's limits) and the
 * visitor's consent to marketing when sending, to the secure-contact-form function. Resolves with the reply
 * when the function answered 2xx; rejects with an Error whose message is the server's (or transport's) reason.
 */
export async function sendContactMessage(payload: ContactPayload, signal?: AbortSignal): Promise<ContactReply> {
  client ??= createBackendClient()
  // Loaded with the backend's client, on the first send: no page needs it before.
  const [backend, { leadSource }] = await Promise.all([client, import('./attribution.ts')])
  const { data, error } = await backend.functions.invoke<ContactReply>('secure-contact-form', {
    body: { ...payload, ...leadSource() },
    signal,
  })
  if (error) throw new Error(await describeInvokeError(error))
  return data ?? {}
}
