// Entry point on the hosted backend's edge runtime (Deno): `supabase functions deploy secure-contact-form`.
// SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY are provided by the platform; set CONTACT_SALT and
// ALLOWED_ORIGIN as function secrets: the site's origins, e.g. "https://klikvaerk.dk, https://www.klikvaerk.dk,
// https://*.klikvaerk.pages.dev" ("*" stands for one subdomain level, for preview deploys).
import { allowedOriginEnv, requiredEnv, serveFunction } from '../_shared/edgeRuntime.ts'
import { createContactHandler } from '../_shared/contactHandler.ts'
import { postgrestMessageStore } from '../_shared/postgrestMessageStore.ts'

const handle = createContactHandler({
  store: postgrestMessageStore(requiredEnv('SUPABASE_URL'), requiredEnv('SUPABASE_SERVICE_ROLE_KEY')),
  allowedOrigin: allowedOriginEnv(),
  salt: requiredEnv('CONTACT_SALT'),
})

serveFunction(handle)
