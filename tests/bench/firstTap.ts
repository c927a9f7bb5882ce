// The first tap on an island's control, on the phone (390 px, touch, CPU slowed: tests/bench/slowdown.ts),
// in a fresh browser context each try, two ways:
// - "ahead": the page loaded and idle, so the islands' code near the screen has been fetched ahead
//   (islands/boot/boot.ts), then the tap: from the touch to the answer, and the INP of the visit from the
//   tap on (web-vitals);
// - "cold": on Lighthouse's slow 4G (CDP Network.emulateNetworkConditions, the values Lighthouse
//   itself gives Chromium for it), the tap as soon as the control is shown after first paint, long
//   before the page is idle: from the touch to the answer.
// The answer is timed in the page: from the touch's event.timeStamp (the moment the finger came down,
// whatever the main thread was doing) to the first check that finds it in the DOM (checked at every DOM
// change and every frame); taps are Playwright's page.touchscreen.tap (CDP Input.dispatchTouchEvent).
import { throttling } from 'lighthouse/core/config/constants.js'
import { ISLAND } from '../../islands/islandAttributes.ts'
import { evaluate, PHONE, phonePage, TIMEOUT_MS, withRetry } from './interactive.ts'
import { FINAL_INP, INP_INIT_SCRIPT, START_INP } from './inp.ts'
import { waitUntilIdle, watchNetwork } from './pageIdle.ts'
import type { Tap, Target } from './taps.ts'

export type TapMode = 'ahead' | 'cold'

/** One try: the time from the first touch (or key) to the answer, null when it was lost, and for "ahead" the INP. */
export interface TapTry {
  ms: number | null
  /** web-vitals' INP over the interaction, ms; null when no interaction took 16 ms or more (or in "cold"). */
  inp: number | null
  /** The event that gave the INP ('pointerup', 'keydown' …). */
  inpEvent: string
  /** Whether the island was ready (data-ready) when the finger came down. */
  readyAtTouch: boolean
  /** Whether the control was hidden, so the opener was touched first. */
  opened: boolean
}

/** How long after the last touch or key an answer may come before the tap counts as lost, ms. */
export const LOST_AFTER_MS: Record<TapMode, number> = { ahead: 5_000, cold: 15_000 }
/** How long the network must be quiet before the tap with the code fetched ahead, ms (shorter than the phone loads' wait: 20 tries a tap). */
const TAP_QUIET_MS = 1_000
/** How long a key is held, and the pause before the next one, when a word is typed (a brisk typist: about 5 keys a second). */
const KEY_MS = 100

/**
 * Lighthouse's slow 4G (lighthouse/core/config/constants.js, mobileSlow4G: 150 ms round trip, 1.6 Mbit/s
 * down, 750 Kbit/s up) as Lighthouse applies it through CDP when it throttles for real: the request
 * latency 150 ms x 3.75 and the throughputs x 0.9 (its DevTools adjustment factors), in bytes per second.
 */
export const SLOW_4G = {
  offline: false,
  latency: throttling.mobileSlow4G.requestLatencyMs,
  downloadThroughput: Math.floor((throttling.mobileSlow4G.downloadThroughputKbps * 1024) / 8),
  uploadThroughput: Math.floor((throttling.mobileSlow4G.uploadThroughputKbps * 1024) / 8),
}

interface TapWindow {
  __tap: { from: number | null; answeredAt: number | null; readyAtTouch: boolean }
}

/**
 * Runs in the page before its own scripts (its source is sent as text): from the first event of type
 * `from` (touchstart, or keydown for typing), checks at every DOM change and every frame whether the
 * answer shows, and keeps when it first did.
 */
function watchAnswer(from: string, readySelector: string, answered: () => boolean) {
  const state: TapWindow['__tap'] = { from: null, answeredAt: null, readyAtTouch: false }
  ;(window as unknown as TapWindow).__tap = state
  const check = () => {
    if (state.from === null || state.answeredAt !== null) return
    let shown = false
    try {
      shown = answered()
    } catch {
      // The page is not far enough yet.
    }
    if (shown) state.answeredAt = performance.now()
  }
  const observer = new MutationObserver(check)
  const everyFrame = () => {
    check()
    if (state.answeredAt === null) requestAnimationFrame(everyFrame)
    else observer.disconnect()
  }
  addEventListener(
    from,
    (event) => {
      if (state.from !== null) return
      state.from = event.timeStamp
      state.readyAtTouch = !!document.querySelector(readySelector)
      observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true })
      everyFrame()
    },
    { capture: true, passive: true },
  )
}

/**
 * Runs in the page: waits (each frame) until first paint and the control, or else the opener, is
 * shown; scrolls it to the middle of the window when it is not in it, and after two frames returns
 * where to touch it. `which` says which was found; a target covered by something else (the consent
 * banner) does not count as shown.
 */
function locate(control: { selector: string; text?: string }, opener: { selector: string; text?: string } | null) {
  const find = ({ selector, text }: { selector: string; text?: string }) =>
    [...document.querySelectorAll<HTMLElement>(selector)].find(
      (element) => (text === undefined || element.textContent?.trim() === text) && element.checkVisibility({ opacityProperty: true, visibilityProperty: true }),
    )
  const frame = () => new Promise((resolve) => requestAnimationFrame(resolve))
  const painted = () => performance.getEntriesByName('first-contentful-paint').length > 0
  return new Promise<{ x: number; y: number; which: 'control' | 'opener' }>((resolve) => {
    const attempt = async () => {
      const found = painted() ? ((control && find(control)) ?? (opener ? find(opener) : undefined)) : undefined
      if (!found) return void requestAnimationFrame(attempt)
      const which = found.matches(control.selector) && (control.text === undefined || found.textContent?.trim() === control.text) ? 'control' : 'opener'
      const box = found.getBoundingClientRect()
      if (box.top < 0 || box.bottom > innerHeight) found.scrollIntoView({ block: 'center', behavior: 'instant' })
      await frame()
      await frame()
      const { left, top, width, height } = found.getBoundingClientRect()
      const x = left + width / 2
      const y = top + height / 2
      const hit = document.elementFromPoint(x, y)
      if (!hit || !(found === hit || found.contains(hit))) return void requestAnimationFrame(attempt)
      resolve({ x, y, which })
    }
    void attempt()
  })
}

const locateIn = (tap: Tap, opener: Target | null) => `(${locate.toString()})(${JSON.stringify(tap.target)}, ${JSON.stringify(opener)})`

/** Runs in the page: resolves with the watch's state once the answer showed, or after `limit` ms. */
function answerWithin(limit: number) {
  const { __tap: state } = window as unknown as TapWindow
  const started = performance.now()
  return new Promise<TapWindow['__tap']>((resolve) => {
    const poll = () => (state.answeredAt !== null || performance.now() - started > limit ? resolve(state) : setTimeout(poll, 20))
    poll()
  })
}

/** Runs in the page: resolves with whether `kept` became true within `limit` ms. */
function keptWithin(limit: number, kept: () => boolean) {
  const started = performance.now()
  return new Promise<boolean>((resolve) => {
    const poll = () => (kept() ? resolve(true) : performance.now() - started > limit ? resolve(false) : setTimeout(poll, 50))
    poll()
  })
}

/**
 * One try of a tap on its route at `origin`, in a fresh context with the CPU slowed by rate, the way
 * `mode` says (see the top of this file). A try that fails to run (not a lost tap: a crash, a control
 * never shown) is retried once, then it throws.
 */
export function tryTap(origin: string, tap: Tap, rate: number, mode: TapMode): Promise<TapTry> {
  return withRetry(`the tap "${tap.control}" on ${tap.route} (${mode})`, async () => {
    const { context, page, cdp } = await phonePage(PHONE, rate)
    try {
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin })
      const readySelector = `[${ISLAND.id}="${tap.island}"][${ISLAND.ready}]`
      // Timed from the first touch (the opener's, when it is touched first), or from the first key of what is typed.
      const watch = `(${watchAnswer.toString()})(${JSON.stringify(tap.type ? 'keydown' : 'touchstart')}, ${JSON.stringify(readySelector)}, () => (${tap.answered}))`
      const opener = tap.opener ?? null
      await page.addInitScript(mode === 'ahead' ? `${INP_INIT_SCRIPT}\n;${watch}` : watch)
      const network = await watchNetwork(cdp)
      if (mode === 'cold') {
        await cdp.send('Network.emulateNetworkConditions', SLOW_4G)
        await page.goto(origin + tap.route, { waitUntil: 'commit', timeout: TIMEOUT_MS })
      } else {
        await page.goto(origin + tap.route, { waitUntil: 'load', timeout: TIMEOUT_MS })
        // Brought into view first: what comes near the screen is fetched ahead too, and that is waited for.
        await evaluate(page, locateIn(tap, opener), 'the control shown')
        await waitUntilIdle(page, network, TAP_QUIET_MS)
        await evaluate(page, START_INP, 'the start of INP')
      }
      let spot = await evaluate<{ x: number; y: number; which: 'control' | 'opener' }>(page, locateIn(tap, opener), 'the control shown')
      const opened = spot.which === 'opener'
      const limit = LOST_AFTER_MS[mode]
      if (opened) {
        await page.touchscreen.tap(spot.x, spot.y)
        // A control that never shows after the touch that should start its island: the tap is lost.
        const shown = await evaluate<typeof spot>(page, locateIn(tap, null), 'the control shown after the opener', limit).catch(() => null)
        if (!shown) return { ms: null, inp: null, inpEvent: '', readyAtTouch: false, opened }
        spot = shown
      }
      await page.touchscreen.tap(spot.x, spot.y)
      for (const key of tap.type ?? '') {
        await page.keyboard.press(key, { delay: KEY_MS })
        await page.waitForTimeout(KEY_MS)
      }
      const state = await evaluate<TapWindow['__tap']>(page, `(${answerWithin.toString()})(${limit})`, 'the answer', limit + TIMEOUT_MS)
      const kept =
        !tap.kept || (await evaluate<boolean>(page, `(${keptWithin.toString()})(${limit}, () => (${tap.kept}))`, 'what was typed', limit + TIMEOUT_MS))
      const ms = state.answeredAt !== null && state.from !== null && kept ? state.answeredAt - state.from : null
      let inp: { value: number; event: string } | null = null
      if (mode === 'ahead') {
        // Its Event Timing entries come once the frame after it is presented.
        await page.waitForTimeout(500)
        inp = await evaluate(page, FINAL_INP, 'the INP')
      }
      return { ms, inp: inp?.value ?? null, inpEvent: inp?.event ?? '', readyAtTouch: state.readyAtTouch, opened }
    } finally {
      await context.close()
    }
  })
}
