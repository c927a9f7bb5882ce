// Entry point on the hosted backend's edge runtime (Deno): `supabase functions deploy web-vitals`.
// SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY are provided by the platform; it shares CONTACT_SALT and
// ALLOWED_ORIGIN with secure-contact-form (the site's origins; "*" stands for one subdomain level).
import { createWebVitalsHandler } from '../_shared/webVitalsHandler.ts'
import { postgrestVitalsStore } from '../_shared/postgrestVitalsStore.ts'
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

const handle = createWebVitalsHandler({
  store: postgrestVitalsStore(required('SUPABASE_URL'), required('SUPABASE_SERVICE_ROLE_KEY')),
  allowedOrigin: Deno.env.get('ALLOWED_ORIGIN') ?? '*',
  salt: required('CONTACT_SALT'),
})

Deno.serve((request) => handle(request, { clientAddress: trustedClientAddress(request) }))
