// The production store: the submit_contact_message function of supabase/migrations, called through
// the database's REST interface (PostgREST RPC) with the service-role key, which only the function holds.
import { ATTRIBUTION_FIELDS } from './attributionRules.ts'
import type { MessageStore } from './contactHandler.ts'

/** The column (and the submit function's argument) of an attribution field: landingPage is landing_page. */
export const attributionColumn = (field: string) => field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`)

/** The arguments of public.submit_contact_message, by name, as PostgREST takes them. */
export function submitArguments(message: Parameters<MessageStore['submit']>[0], limit: Parameters<MessageStore['submit']>[1]) {
  return {
    client_key: message.clientKey,
    name: message.name,
    email: message.email,
    company: message.company,
    business_type: message.businessType,
    budget: message.budget,
    message: message.message,
    max_messages: limit.max,
    window_seconds: Math.ceil(limit.windowMs / 1000),
    ...Object.fromEntries(ATTRIBUTION_FIELDS.map((field) => [attributionColumn(field), message.attribution[field]])),
    marketing_consent: message.marketingConsent,
  }
}

export function postgrestMessageStore(projectUrl: string, serviceRoleKey: string, fetchImpl: typeof fetch = fetch): MessageStore {
  const endpoint = `${projectUrl.replace(/\/$/, '')}/rest/v1/rpc/submit_contact_message`
  return {
    async submit(message, limit) {
      const response = await fetchImpl(endpoint, {
        method: 'POST',
        headers: {
          apikey: serviceRoleKey,
          Authorization: `Bearer ${serviceRoleKey}`,
          'Content-Type': 'application/json',
          Accept: 'application/json',
        },
        body: JSON.stringify(submitArguments(message, limit)),
      })
      if (!response.ok) {
        // PostgREST explains a failure as { code, message, details, hint }.
        const problem = (await response.json().catch(() => ({}))) as { code?: string; message?: string }
        throw new Error(`submit_contact_message failed with HTTP ${response.status}: ${problem.code ?? ''} ${problem.message ?? ''}`.trim())
      }
      const outcome: unknown = await response.json()
      if (outcome === 'stored') return 'stored'
      if (outcome === 'rate_limited') return 'rate-limited'
      throw new Error(`submit_contact_message answered ${JSON.stringify(outcome)}`)
    },
  }
}
