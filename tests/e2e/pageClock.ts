// The page's clock (Playwright's page.clock) for tests of what the site does after a time-out, so they
// jump over the wait instead of sitting through it, and can check the exact moment: nothing at 4,999 ms,
// the note at 5,000 ms.
//
// While the clock is installed the page's `performance` is Playwright's stand-in: it records no entries
// (getEntriesByName and the like answer []), and `timeOrigin` is the time the clock was installed at.
// Wait for an island's `data-ready`, never for its `island:<id>` mark, on such a page.
import type { Page } from '@playwright/test'
import { expect } from './fixtures.ts'

/** The page's own time now (its fake `Date.now()`). */
export const pageNow = (page: Page) => page.evaluate(() => Date.now())

/**
 * Installs the clock running, starting `startedAgoMs` in the past (the page's `Date.now()` is that
 * much behind this machine's). Call it before the page opens, so its scripts' timers are the clock's.
 */
export async function installClock(page: Page, { startedAgoMs = 0 } = {}) {
  await page.clock.install({ time: Date.now() - startedAgoMs })
}

/**
 * Stops the page's time (the page's clock must run with this machine's time, as `installClock`
 * without `startedAgoMs` installs it): from now on a timer fires only when the test moves the clock,
 * so whatever the next action starts starts at a known moment. (The clock jumps a second ahead to a
 * moment it has surely not passed yet, firing the timers due meanwhile.)
 */
export async function pauseClock(page: Page) {
  await page.clock.pauseAt(Date.now() + 1_000)
}

/** Installs the clock paused, before the page opens: nothing on it happens by time until the test moves the clock. */
export async function installPausedClock(page: Page) {
  const now = Date.now()
  await page.clock.install({ time: now })
  await page.clock.pauseAt(now + 1_000)
}

/**
 * On a paused clock, moves it a frame (16 ms) at a time until `done` answers true: for what needs the
 * page's timers (a framework that starts a frame and a task later, one module a task) but happens at
 * no moment the test measures. The test reads the page's time afterwards (`pageNow`).
 */
export async function runUntil(page: Page, done: () => Promise<boolean>, { timeout = 30_000 } = {}) {
  await expect
    .poll(
      async () => {
        if (await done()) return true
        await page.clock.runFor(16)
        return false
      },
      { timeout, intervals: [25] },
    )
    .toBe(true)
}

/**
 * Lets the page finish what the last timers started that needs no timer: React renders in tasks of its
 * own (posted through a MessageChannel, which the clock leaves alone); two more such tasks come after them.
 */
export async function settle(page: Page) {
  await page.evaluate(async () => {
    for (let turn = 0; turn < 2; turn += 1) {
      await new Promise<void>((resolve) => {
        const channel = new MessageChannel()
        channel.port1.onmessage = () => resolve()
        channel.port2.postMessage(null)
      })
    }
  })
}

/**
 * Moves a paused clock to the page's time `time` (not before now), firing every timer due on the way,
 * and lets the page render what they changed: a check right after sees the page as it is at `time`.
 */
export async function runTo(page: Page, time: number) {
  const now = await pageNow(page)
  expect(time, 'the clock is not past this moment yet').toBeGreaterThanOrEqual(now)
  await page.clock.runFor(time - now)
  await settle(page)
}
