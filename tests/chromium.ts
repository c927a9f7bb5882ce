// Which Chromium the browser tests and the bench drive: CHROMIUM_PATH when set, else Debian's
// (/usr/bin/chromium), else Playwright's own browser when `npx playwright install chromium` has put
// one on this machine. The browser tests prefer Debian's headless shell of the same Chromium
// (/usr/bin/chromium-headless-shell, package chromium-headless-shell): it runs the same engine without
// the full browser around it, for about a third less CPU per test. It has no back/forward cache, so
// the tests of that cache drive the full browser (fullBrowserLaunch). tests/ensure-chromium.sh
// makes sure they exist before the tests run.
import { existsSync } from 'node:fs'
import { chromium } from '@playwright/test'

const DEBIAN_CHROMIUM = '/usr/bin/chromium'
const DEBIAN_HEADLESS_SHELL = '/usr/bin/chromium-headless-shell'

/** The full browser's executable; undefined means Playwright's own browser. */
export function chromiumExecutable(): string | undefined {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH
  if (existsSync(DEBIAN_CHROMIUM)) return DEBIAN_CHROMIUM
  return existsSync(chromium.executablePath()) ? undefined : DEBIAN_CHROMIUM
}

/** What the browser tests launch: Debian's headless shell where it is installed (and no CHROMIUM_PATH says otherwise), else the full browser. */
function testExecutable(): string | undefined {
  if (!process.env.CHROMIUM_PATH && existsSync(DEBIAN_HEADLESS_SHELL)) return DEBIAN_HEADLESS_SHELL
  return chromiumExecutable()
}

/** The flags an offline machine needs. */
const args = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
]

/** The full browser as the bench launches it. */
export const chromiumLaunch = { executablePath: chromiumExecutable(), args }

/** The browser as the browser tests launch it. */
export const testChromiumLaunch = { executablePath: testExecutable(), args }

/**
 * The full browser with its back/forward cache on, as visitors' browsers have it (Playwright switches
 * it off by default, and the headless shell has none), for the tests that go Back and Forward.
 */
export const fullBrowserLaunch = { ...chromiumLaunch, ignoreDefaultArgs: ['--disable-back-forward-cache'] }
