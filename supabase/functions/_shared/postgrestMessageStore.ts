// The production store: the contact_messages table (see supabase/migrations), written through
// the database's REST interface with the service-role key, which only the function holds.
import type { MessageStore } from './contactHandler.ts'

export function postgrestMessageStore(projectUrl: string, serviceRoleKey: string): MessageStore {
  const table = `${projectUrl.replace(/\/$/, '')}/rest/v1/contact_messages`
  const headers = { apikey: serviceRoleKey, Authorization: `Bearer ${serviceRoleKey}`, 'Content-Type': 'application/json' }
  return {
    async save(m) {
      const response = await fetch(table, {
        method: 'POST',
        headers: { ...headers, Prefer: 'return=minimal' },
        body: JSON.stringify({
          received_at: m.receivedAt,
          client_key: m.clientKey,
          name: m.name,
          email: m.email,
          company: m.company,
          business_type: m.businessType,
          budget: m.budget,
          message: m.message,
        }),
      })
      if (!response.ok) throw new Error(`Insert failed with HTTP ${response.status}`)
    },
    async countSince(clientKey, since) {
      const query = `select=id&client_key=eq.${encodeURIComponent(clientKey)}&received_at=gte.${encodeURIComponent(since)}`
      const response = await fetch(`${table}?${query}`, { method: 'HEAD', headers: { ...headers, Prefer: 'count=exact' } })
      if (!response.ok) throw new Error(`Count failed with HTTP ${response.status}`)
      return Number(response.headers.get('Content-Range')?.split('/')[1] ?? 0)
    },
  }
}
