// When a page is idle: its network quiet for a while (CDP Network events, tests/bench/networkQuiet.ts)
// and then its main thread idle (requestIdleCallback), with nothing fetched meanwhile. The fetch ahead
// of the islands' code starts once the page has loaded and is idle, so a wait for idle includes it.
import type { CDPSession, Page } from '@playwright/test'
import { evaluate } from './interactive.ts'
import { NetworkQuiet } from './networkQuiet.ts'

/** How long the network must be quiet, ms: about 2 s after the last request. */
export const QUIET_MS = 2_000
/** The longest a wait for idle lasts: a request that never ends (a stalled stream) only ends the wait, ms. */
const MAX_WAIT_MS = 30_000

/** Watches the page's requests through its CDP session (Network is enabled here): call before navigating. */
export async function watchNetwork(cdp: CDPSession): Promise<NetworkQuiet> {
  const network = new NetworkQuiet(performance.now())
  cdp.on('Network.requestWillBeSent', (event) => network.started(event.requestId, performance.now()))
  cdp.on('Network.loadingFinished', (event) => network.ended(event.requestId, performance.now()))
  cdp.on('Network.loadingFailed', (event) => network.ended(event.requestId, performance.now()))
  await cdp.send('Network.enable')
  return network
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Waits until the network has been quiet for quietMs and then the page's main thread was idle
 * (requestIdleCallback) without a request starting; again if one did. Returns false when it gave up
 * after MAX_WAIT_MS (the page still fetching), true when idle.
 */
export async function waitUntilIdle(page: Page, network: NetworkQuiet, quietMs = QUIET_MS): Promise<boolean> {
  const deadline = performance.now() + MAX_WAIT_MS
  for (;;) {
    while (network.quietFor(performance.now()) < quietMs) {
      if (performance.now() > deadline) return false
      await sleep(100)
    }
    await evaluate(page, 'new Promise((resolve) => requestIdleCallback(() => resolve(), { timeout: 5000 }))', 'an idle moment')
    // Still quiet since before the idle moment: nothing started in it.
    if (network.quietFor(performance.now()) >= quietMs) return true
  }
}
