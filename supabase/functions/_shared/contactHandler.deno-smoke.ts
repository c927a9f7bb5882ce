// Runs the function's handler in Deno (the edge runtime's engine) with an in-memory store:
// `deno run supabase/functions/_shared/contactHandler.deno-smoke.ts`. Used by denoCompat.test.ts.
import { createContactHandler, type MessageStore, type StoredMessage } from './contactHandler.ts'

const saved: StoredMessage[] = []
const store: MessageStore = { submit: async (m) => (saved.push(m), 'stored') }
const handle = createContactHandler({ store, now: () => 60_000 })
const caller = { clientAddress: '192.0.2.10' }
const post = (body: unknown) =>
  handle(
    new Request('http://edge/secure-contact-form', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }),
    caller,
  )

const accepted = await post({ name: 'Mette Hansen', email: 'mette@example.dk', message: 'Vi vil gerne høre mere.', startedAt: 0 })
const invalid = await post({ name: 'M', email: 'x', message: 'kort' })
const preflight = await handle(new Request('http://edge/secure-contact-form', { method: 'OPTIONS' }), caller)
const results = {
  accepted: [accepted.status, await accepted.json()],
  invalid: [invalid.status, (await invalid.json()).error],
  preflight: [preflight.status, preflight.headers.get('Access-Control-Allow-Methods')],
  stored: saved.map((m) => m.name),
}
console.log(JSON.stringify(results))
