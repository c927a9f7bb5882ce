import { defineConfig, devices } from '@playwright/test'
import { testChromiumLaunch } from './tests/chromium.ts'
import { deployedUrl } from './tests/deploy/ports.ts'

const PORT = Number(process.env.E2E_PORT ?? 4173)
const EDITOR_FILE = '**/studioEditor.spec.ts'

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  forbidOnly: !!process.env.CI,
  retries: 0,
  // The list as it runs; the JSON report keeps each test's duration, to find the slow ones.
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e-report.json' }]],
  // The editor's tests run one after another on one worker (they share one dev server): the longest
  // group, so it starts first and the rest is shared out around it.
  projects: [
    { name: 'editor', testMatch: EDITOR_FILE },
    { name: 'site', testIgnore: EDITOR_FILE },
  ],
  use: {
    baseURL: `http://localhost:${PORT}`,
    ...devices['Desktop Chrome'],
    launchOptions: testChromiumLaunch,
  },
  webServer: [
    {
      // The same server `npm start` runs, on the built site (built first if missing or out of date).
      command: 'node tests/e2e/serveSite.ts',
      // A fresh message database per run.
      env: { PORT: String(PORT), HOST: '127.0.0.1', CONTACT_DB: 'test-results/contact-messages' },
      url: `http://localhost:${PORT}/`,
      reuseExistingServer: false,
      timeout: 300_000,
    },
    {
      // The site as deployed: a build configured by a .env.production file (built first if missing or
      // out of date), served by Cloudflare's Pages runtime from the static files with their _headers and
      // _redirects (tests/deploy).
      command: 'node tests/deploy/serveDeployed.ts',
      url: `${deployedUrl}/`,
      reuseExistingServer: false,
      timeout: 300_000,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    },
  ],
})
