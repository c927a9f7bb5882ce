// The ports of the deploy-target suite, next to the Playwright server's (E2E_PORT, default 4173), so two
// checkouts on one machine keep apart by setting E2E_PORT alone.
const base = Number(process.env.E2E_PORT ?? 4173)

export const deployPorts = {
  /** The built site, served by Cloudflare's own Pages runtime (wrangler pages dev). */
  site: base + 1,
  /** The stand-in content system the build is configured with. */
  content: base + 2,
  /** The stand-in hosted backend (the contact function) the build is configured with. */
  backend: base + 3,
  /** wrangler's devtools port (its default, 9229, would collide between checkouts). */
  inspector: base + 4,
}

export const deployedUrl = `http://127.0.0.1:${deployPorts.site}`
export const backendStandInUrl = `http://127.0.0.1:${deployPorts.backend}`
export const contentStandInUrl = `http://127.0.0.1:${deployPorts.content}`

/** Where the deployed build is written. */
export const DEPLOYED_DIST = 'test-results/deployed'

/** The public key the deployed build is configured with (the form must send it). */
export const DEPLOYED_ANON_KEY = 'deployed-public-anon-key-5f2c'

/** A server-side secret placed in the same .env.production file, as a careless deploy might: it must reach no built file. */
export const DEPLOYED_SECRET = 'never-in-dist-9b1e'
