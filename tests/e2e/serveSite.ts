// Playwright's site server: the `npm start` server (server/index.ts) over the built site, once the site
// and the studio (which studio.spec serves itself) are built; each is made here only if missing or out
// of date, so one spec runs alone on a fresh clone (`npm test` builds them beforehand).
import { ensureBuilt } from '../builds.ts'

await ensureBuilt('site')
await ensureBuilt('studio')
await import('../../server/index.ts')
