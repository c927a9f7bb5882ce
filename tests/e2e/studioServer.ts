// The marketers' studio, as `npm run studio` builds it (dist-studio/), served by the site's own server
// in a process group of its own: one per worker, started with the first test that asks for it and
// stopped when the worker ends (a file's beforeAll/afterAll would run once per test under fullyParallel).
import { STUDIO_DIST } from '../../studio/buildMode.ts'
import { test as base } from './fixtures.ts'
import { startOwnServer, type OwnServer } from './ownServer.ts'

export const test = base.extend<object, { studio: OwnServer }>({
  studio: [
    async ({}, use) => {
      const server = await startOwnServer({ env: { SITE_DIR: `${STUDIO_DIST}/client` } })
      try {
        await use(server)
      } finally {
        await server.stop()
      }
    },
    // The server opens its message database first: on a busy machine that takes longer than a test's default.
    { scope: 'worker', timeout: 120_000 },
  ],
})

export { expect } from './fixtures.ts'
