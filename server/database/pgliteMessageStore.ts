import type { PGlite } from '@electric-sql/pglite'
import type { MessageStore, StoredMessage } from '../../supabase/functions/_shared/contactHandler.ts'
import { ATTRIBUTION_FIELDS, type Attribution } from '../../supabase/functions/_shared/attributionRules.ts'
import { attributionColumn, submitArguments } from '../../supabase/functions/_shared/postgrestMessageStore.ts'

/** A stored row as the local tools read it back. */
export interface MessageRow extends StoredMessage {
  receivedAt: string
}

/**
 * The local store behind `npm start`: the same table and the same submit_contact_message function
 * as the hosted database (supabase/migrations), on an embedded Postgres, called as the service role
 * exactly as the deployed function calls it.
 */
export function pgliteMessageStore(db: PGlite): MessageStore & { all(): Promise<MessageRow[]> } {
  return {
    async submit(message, limit) {
      const args = submitArguments(message, limit)
      const outcome = await db.transaction(async (tx) => {
        await tx.exec('set local role service_role')
        // By name, as the hosted REST interface calls it.
        const named = Object.keys(args).map((argument, index) => `${argument} => $${index + 1}`)
        const { rows } = await tx.query<{ outcome: string }>(`select public.submit_contact_message(${named.join(', ')}) as outcome`, Object.values(args))
        return rows[0]?.outcome
      })
      if (outcome === 'stored') return 'stored'
      if (outcome === 'rate_limited') return 'rate-limited'
      throw new Error(`submit_contact_message answered ${String(outcome)}`)
    },
    async all() {
      const { rows } = await db.query<Record<string, string | boolean | Date>>('select * from public.contact_messages order by id')
      return rows.map((row) => ({
        receivedAt: new Date(row.received_at as string | Date).toISOString(),
        clientKey: String(row.client_key),
        name: String(row.name),
        email: String(row.email),
        company: String(row.company),
        businessType: String(row.business_type),
        budget: String(row.budget),
        message: String(row.message),
        attribution: Object.fromEntries(ATTRIBUTION_FIELDS.map((field) => [field, String(row[attributionColumn(field)])])) as unknown as Attribution,
        marketingConsent: row.marketing_consent === true,
      }))
    },
  }
}
