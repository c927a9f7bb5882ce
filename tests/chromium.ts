// Which Chromium the browser tests and the bench drive: CHROMIUM_PATH when set, else Debian's
// (/usr/bin/chromium), else Playwright's own browser when `npx playwright install chromium` has put
// one on this machine. tests/ensure-chromium.sh makes sure one of them exists before the tests run.
import { existsSync } from 'node:fs'
import { chromium } from '@playwright/test'

const DEBIAN_CHROMIUM = '/usr/bin/chromium'

/** The executable to launch; undefined means Playwright's own browser. */
export function chromiumExecutable(): string | undefined {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH
  if (existsSync(DEBIAN_CHROMIUM)) return DEBIAN_CHROMIUM
  return existsSync(chromium.executablePath()) ? undefined : DEBIAN_CHROMIUM
}

/** The browser as these tests launch it, with the flags an offline machine needs. */
export const chromiumLaunch = {
  executablePath: chromiumExecutable(),
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--disable-quic',
    '--no-first-run',
  ],
}
