// Entry point on the hosted backend's edge runtime (Deno): `supabase functions deploy web-vitals`.
// SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY are provided by the platform; it shares CONTACT_SALT and
// ALLOWED_ORIGIN with secure-contact-form (the site's origins; "*" stands for one subdomain level).
import { allowedOriginEnv, requiredEnv, serveFunction } from '../_shared/edgeRuntime.ts'
import { createWebVitalsHandler } from '../_shared/webVitalsHandler.ts'
import { postgrestVitalsStore } from '../_shared/postgrestVitalsStore.ts'

const handle = createWebVitalsHandler({
  store: postgrestVitalsStore(requiredEnv('SUPABASE_URL'), requiredEnv('SUPABASE_SERVICE_ROLE_KEY')),
  allowedOrigin: allowedOriginEnv(),
  salt: requiredEnv('CONTACT_SALT'),
})

serveFunction(handle)
