// The production store of the web-vitals function: record_web_vitals of supabase/migrations, called
// through the database's REST interface (PostgREST RPC) with the service-role key, which only the
// function holds.
import type { RateLimit } from './contactHandler.ts'
import type { VitalsStore } from './webVitalsHandler.ts'
import { rate, type VitalsBatch } from './webVitalsRules.ts'

/** The arguments of public.record_web_vitals, by name, as PostgREST takes them; each entry rated by Google's thresholds here, never by the sender. */
export function recordArguments(batch: VitalsBatch, clientKey: string, limit: RateLimit) {
  return {
    client_key: clientKey,
    page_view: batch.pageView,
    path: batch.path,
    shown_as: batch.shownAs,
    viewport: batch.viewport,
    connection: batch.connection,
    entries: batch.entries.map((entry) => ({
      name: entry.name,
      value: entry.value,
      rating: rate(entry.name, entry.value),
      element: entry.element,
      lcp_ttfb: entry.parts?.ttfb ?? null,
      lcp_load_delay: entry.parts?.loadDelay ?? null,
      lcp_load_duration: entry.parts?.loadDuration ?? null,
      lcp_render_delay: entry.parts?.renderDelay ?? null,
      interaction: entry.interaction ?? '',
      island: entry.island ?? '',
      island_state: entry.islandState ?? '',
    })),
    max_batches: limit.max,
    window_seconds: Math.ceil(limit.windowMs / 1000),
  }
}

/** Calls a database function of the project by name through the REST interface with the service-role key; resolves with its JSON result. */
export async function callDatabaseFunction(
  projectUrl: string,
  serviceRoleKey: string,
  name: string,
  args: object,
  fetchImpl: typeof fetch = fetch,
): Promise<unknown> {
  const response = await fetchImpl(`${projectUrl.replace(/\/$/, '')}/rest/v1/rpc/${name}`, {
    method: 'POST',
    headers: { apikey: serviceRoleKey, Authorization: `Bearer ${serviceRoleKey}`, 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(args),
  })
  if (!response.ok) {
    // PostgREST explains a failure as { code, message, details, hint }.
    const problem = (await response.json().catch(() => ({}))) as { code?: string; message?: string }
    throw new Error(`${name} failed with HTTP ${response.status}: ${problem.code ?? ''} ${problem.message ?? ''}`.trim())
  }
  return response.json()
}

export function postgrestVitalsStore(projectUrl: string, serviceRoleKey: string, fetchImpl: typeof fetch = fetch): VitalsStore {
  return {
    async record(batch, clientKey, limit) {
      const outcome = await callDatabaseFunction(projectUrl, serviceRoleKey, 'record_web_vitals', recordArguments(batch, clientKey, limit), fetchImpl)
      if (outcome === 'stored') return 'stored'
      if (outcome === 'rate_limited') return 'rate-limited'
      throw new Error(`record_web_vitals answered ${JSON.stringify(outcome)}`)
    },
  }
}
