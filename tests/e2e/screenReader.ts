// A virtual screen reader in the test page (@guidepup/virtual-screen-reader): it reads the page's DOM as
// assistive technology does, follows focus, speaks what a live region adds, and acts on the item under its
// cursor as a screen reader's activation does (a click). Its browser bundle is served from the test
// server's own origin, so the page's Content Security Policy (script-src 'self') lets the page import it.
import { createRequire } from 'node:module'
import { readFileSync } from 'node:fs'
import type { Page } from '@playwright/test'

const BUNDLE_PATH = '/__virtual-screen-reader.js'
const bundle = readFileSync(createRequire(import.meta.url).resolve('@guidepup/virtual-screen-reader/browser.js'), 'utf8')

/** The commands of the reader's cursor the tests use (its `commands`, by name). */
export type ReaderCommand = 'moveToNextHeading' | 'moveToNextLandmark' | 'moveToNextLink' | 'moveToNextForm' | 'moveToNextRegion'

interface VirtualReader {
  start(options: { container: Node }): Promise<void>
  stop(): Promise<void>
  next(): Promise<void>
  act(): Promise<void>
  press(key: string): Promise<void>
  perform(command: unknown): Promise<void>
  commands: Record<ReaderCommand, unknown>
  lastSpokenPhrase(): Promise<string>
  spokenPhraseLog(): Promise<string[]>
  clearSpokenPhraseLog(): Promise<void>
  activeNode: Node | null
}
type ReaderWindow = Window & { __reader?: VirtualReader }

export interface ScreenReader {
  /** Moves the reading cursor to the next item and returns what is said. */
  next(): Promise<string>
  /** Reads on `count` items (the reader names structure too: "paragraph", "list") and returns what each said. */
  readOn(count: number): Promise<string[]>
  /** Moves the reading cursor with one of its commands (next heading, landmark …) and returns what is said. */
  perform(command: ReaderCommand): Promise<string>
  /** Activates the item under the cursor, as a screen reader's Enter in browse mode does (a click). */
  act(): Promise<void>
  /** Puts the cursor on the first element `selector` matches without moving focus, as reading to it would. */
  moveTo(selector: string): Promise<string>
  /** Everything said since the last call (or since the reader started), then forgets it. */
  heard(): Promise<string[]>
  /**
   * Waits (up to `timeout` ms, 15 s unless given: a busy machine hydrates slowly) until a live region
   * has said `text`, and returns everything said meanwhile, as `heard()` does; what was said if it
   * never comes, for the failure to show.
   */
  awaitAnnouncement(text: string, timeout?: number): Promise<string[]>
}

/**
 * Starts the virtual screen reader on the page as it is now (start it again after a navigation). Its
 * cursor starts at the top of the body. Every phrase it says is kept until `heard()` takes it.
 */
export async function startScreenReader(page: Page): Promise<ScreenReader> {
  await page.route(`**${BUNDLE_PATH}`, (route) => route.fulfill({ status: 200, contentType: 'text/javascript', body: bundle }))
  await page.evaluate(async (path) => {
    const { virtual } = (await import(path)) as { virtual: VirtualReader }
    ;(window as ReaderWindow).__reader = virtual
    await virtual.start({ container: document.body })
  }, BUNDLE_PATH)
  // The reader speaks for any element with aria-live, even one the page's CSS hides (display: none), which
  // Chromium leaves out of its accessibility tree and so never announces; such phrases are dropped here.
  const heard = () =>
    page.evaluate(async () => {
      const r = (window as ReaderWindow).__reader!
      const log = await r.spokenPhraseLog()
      await r.clearSpokenPhraseLog()
      const squash = (text: string) => text.replace(/\s+/g, ' ').trim()
      const rendered = [...document.querySelectorAll('[aria-live], [role="status"], [role="alert"], [role="log"]')].filter((region) => region.checkVisibility())
      return log.filter((phrase) => {
        const live = /^(?:polite|assertive): (.*)$/s.exec(phrase)
        return !live || rendered.some((region) => squash(region.textContent ?? '').includes(squash(live[1]!)))
      })
    })
  const said = () =>
    page.evaluate(async () => {
      const r = (window as ReaderWindow).__reader!
      return r.lastSpokenPhrase()
    })
  const next = async () => {
    await page.evaluate(async () => (window as ReaderWindow).__reader!.next())
    return said()
  }
  return {
    next,
    async readOn(count) {
      const items: string[] = []
      for (let item = 0; item < count; item++) items.push(await next())
      return items
    },
    async perform(command) {
      await page.evaluate(async (name) => {
        const r = (window as ReaderWindow).__reader!
        await r.perform(r.commands[name])
      }, command)
      return said()
    },
    async act() {
      await page.evaluate(async () => (window as ReaderWindow).__reader!.act())
    },
    async moveTo(selector) {
      // The cursor moves item by item until it reaches the element (or something inside it).
      const found = await page.evaluate(async (css) => {
        const r = (window as ReaderWindow).__reader!
        const target = document.querySelector(css)
        if (!target) return false
        for (let step = 0; step < 3000; step++) {
          await r.next()
          const node = r.activeNode
          if (node && (node === target || target.contains(node))) return true
        }
        return false
      }, selector)
      if (!found) throw new Error(`the screen reader's cursor never reached ${selector}`)
      return said()
    },
    heard,
    async awaitAnnouncement(text, timeout = 15_000) {
      const log: string[] = []
      const until = Date.now() + timeout
      while (!announcements(log).includes(text) && Date.now() < until) {
        log.push(...(await heard()))
        await page.waitForTimeout(100)
      }
      return log
    },
  }
}

/** What live regions said among `phrases` (the reader prefixes them "polite: " or "assertive: "), without the prefix. */
export function announcements(phrases: readonly string[]): string[] {
  return phrases.flatMap((phrase) => {
    const match = /^(?:polite|assertive): (.*)$/s.exec(phrase)
    return match ? [match[1]!] : []
  })
}

/** A node of Chromium's accessibility tree as the DevTools protocol gives it (the parts the tests read). */
interface AxNode {
  ignored: boolean
  role?: { value: string }
  name?: { value: string }
}

/**
 * The named nodes of these roles in Chromium's own accessibility tree, read through the DevTools protocol
 * (`Accessibility.getFullAXTree`), which is what a screen reader's heading or form-field list is made from:
 * content the browser leaves out of the tree (not rendered yet, say) is missing here too.
 */
export async function accessibilityTreeNames(page: Page, roles: readonly string[]): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page)
  try {
    const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as { nodes: AxNode[] }
    return nodes.filter((node) => !node.ignored && roles.includes(node.role?.value ?? '')).map((node) => node.name?.value ?? '')
  } finally {
    await cdp.detach()
  }
}
