// Entry point on the hosted backend's edge runtime (Deno): `supabase functions deploy secure-contact-form`.
// SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY are provided by the platform; set CONTACT_SALT and
// ALLOWED_ORIGIN as function secrets: the site's origins, e.g. "https://klikvaerk.dk, https://www.klikvaerk.dk,
// https://*.klikvaerk.pages.dev" ("*" stands for one subdomain level, for preview deploys).
import { createContactHandler } from '../_shared/contactHandler.ts'
import { postgrestMessageStore } from '../_shared/postgrestMessageStore.ts'
import { trustedClientAddress } from '../_shared/trustedClientAddress.ts'

declare const Deno: {
  env: { get(name: string): string | undefined }
  serve(handler: (request: Request) => Response | Promise<Response>): unknown
}

function required(name: string): string {
  const value = Deno.env.get(name)
  if (!value) throw new Error(`Missing environment variable ${name}`)
  return value
}

const handle = createContactHandler({
  store: postgrestMessageStore(required('SUPABASE_URL'), required('SUPABASE_SERVICE_ROLE_KEY')),
  allowedOrigin: Deno.env.get('ALLOWED_ORIGIN') ?? '*',
  salt: required('CONTACT_SALT'),
})

Deno.serve((request) => handle(request, { clientAddress: trustedClientAddress(request) }))
