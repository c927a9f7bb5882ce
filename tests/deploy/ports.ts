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
  /** The stand-in for the measurement tags' hosts (Google's and Meta's scripts and hits). */
  tags: base + 5,
}

export const deployedUrl = `http://127.0.0.1:${deployPorts.site}`
export const backendStandInUrl = `http://127.0.0.1:${deployPorts.backend}`
export const contentStandInUrl = `http://127.0.0.1:${deployPorts.content}`
export const tagStandInUrl = `http://127.0.0.1:${deployPorts.tags}`

/** The measurement tags the deployed build is configured with (every kind, each pointed at the stand-in). */
export const DEPLOYED_TAGS = {
  analyticsId: 'G-TEST4STAND',
  adsId: 'AW-123456789',
  conversionLabels: { lead: 'LeadLabel1', booking: 'BookLabel2', contact: 'CallLabel3' },
  pixelId: '123456789012345',
}

/** Where the deployed build is written. */
export const DEPLOYED_DIST = 'dist-deployed'

/** The public key the deployed build is configured with (the form must send it). */
export const DEPLOYED_ANON_KEY = 'deployed-public-anon-key-5f2c'

/** A server-side secret placed in the same .env.production file, as a careless deploy might: it must reach no built file. */
export const DEPLOYED_SECRET = 'never-in-dist-9b1e'
