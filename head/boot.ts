// The one script every page runs at once, inlined at the end of <body> (renderer/islands/BootScript.tsx;
// bundled and minified by the build: head/inlineScripts.ts). The page is its prerendered HTML: links are plain
// links (the browser prerenders a hovered one: head/speculationRules.ts), menus are native popovers.
// Its islands (`[data-island]`, renderer/islands/) start one by one, each at the visitor's first
// interaction with it, which is then carried out; only those marked `data-start="near"` (work of their
// own when seen) also start by themselves when they come near the viewport once the first screen is
// shown, and only while their conditions hold (a consent purpose allowed, a media query, a query parameter). Starting one
// fetches the islands' code (this tag's data-entry and data-entry-files, with React) and the island's
// own files (its data-files), then hydrates it (renderer/islands/islandEntry.tsx). Once the page has loaded and is
// idle, those files of the islands near the screen are fetched ahead without being run, so a first tap
// costs running them, not the network.
// This tag also names the module that gives static sections' failed images their fallback, and lists
// the page's CSS files (data-css), which the islands' code adds once the first island starts.
import { LOAD_MARGIN, START_ISLAND_EVENT } from '../site/loading.ts'
import { BOOT_ATTRIBUTES as ISLAND } from '../site/bootAttributes.ts'

const tag = document.querySelector<HTMLScriptElement>('script[data-entry]')
const entry = tag?.dataset.entry
const html = document.documentElement
const listed = (element: Element | null | undefined, name: string) => element?.getAttribute(name)?.split(' ').filter(Boolean) ?? []
const islands = document.querySelectorAll(`[${ISLAND.module}]`)
/**
 * The events that count as an interaction with an island: a press, a touch, a key, focus (a keyboard
 * user tabbing into a form) and a click alone (what a screen reader in browse mode or voice control sends).
 */
const INTERACTIONS = ['pointerdown', 'touchstart', 'keydown', 'focusin', 'click'] as const
/** Options for listeners that only watch: they never delay scrolling or cancel anything. */
const WATCH = { capture: true, passive: true }

/** What renderer/islands/islandEntry.tsx exports. */
interface IslandsModule {
  startIsland: (element: HTMLElement, takePress: () => Element | undefined) => Promise<void>
}

/** The files an island's code needs: the islands' entry with what it imports (React among them: this tag's data-entry-files) and its own. */
const filesOf = (island: Element) => [...new Set([entry!, ...listed(tag, 'data-entry-files'), ...listed(island, ISLAND.files)])]

/**
 * Fetches a file into the browser's cache, once more if the first try fails. A module is fetched so
 * before it is imported: the browser keeps a failed module import for the rest of the page
 * (whatwg/html#6768), so one lost request would fail the island for the visit.
 */
const fetched = new Map<string, Promise<unknown>>()
const fetchFile = (href: string) => {
  const once = () => fetch(href).then((response) => (response.ok ? response.arrayBuffer() : Promise.reject(response.status)))
  if (!fetched.has(href)) fetched.set(href, once().catch(once))
  return fetched.get(href)!
}

const started = new Set<Element>()
/** The button last pressed in each island that has not yet hydrated: its prerendered buttons show before they work. */
const pressed = new Map<Element, Element | undefined>()

/**
 * Whether the visitor's press or key is still down. An island starts running only once it is up, so
 * its code never delays the rest of the gesture that started it (the release, the click) or its paint.
 * A release that never comes (the pointer let go outside the window, a key held while focus moved
 * away) holds it back for LONGEST_PRESS_MS at most.
 */
let down = false
const LONGEST_PRESS_MS = 1000
const waiting: (() => void)[] = []
let pressTimer: ReturnType<typeof setTimeout> | undefined
const released = () => {
  clearTimeout(pressTimer)
  down = false
  for (const run of waiting.splice(0)) setTimeout(run, 0)
}
for (const type of ['pointerup', 'pointercancel', 'keyup']) addEventListener(type, released, WATCH)

/** Starts one island: fetches its files at once and runs them once the gesture is over, in a task of its own after the next frame, so it never delays a paint. */
function start(island: Element | null) {
  if (!entry || !(island instanceof HTMLElement) || started.has(island)) return
  started.add(island)
  pressed.set(island, undefined)
  const files = Promise.all(filesOf(island).map(fetchFile))
  // Awaited once the gesture is over: a failure before then is not an unhandled one.
  files.catch(() => {})
  const run = () =>
    requestAnimationFrame(() =>
      setTimeout(async () => {
        try {
          await files
          const islandsModule = (await import(entry)) as IslandsModule
          await islandsModule.startIsland(island, () => {
            const button = pressed.get(island)
            pressed.delete(island)
            return button
          })
        } catch (error) {
          // Its code is gone (a newer deploy) or broken: the island stays as prerendered, and says so where it can.
          island.setAttribute(ISLAND.failed, '')
          console.warn(`boot: the island "${island.getAttribute(ISLAND.id)}" stays as prerendered`, error)
        }
      }, 0),
    )
  if (down) {
    waiting.push(run)
    clearTimeout(pressTimer)
    pressTimer = setTimeout(released, LONGEST_PRESS_MS)
  } else run()
}

const islandOf = (target: EventTarget | null) => (target instanceof Element ? target.closest<HTMLElement>(`[${ISLAND.module}]`) : null)

// A press on a link leaves the page: starting an island then would only compete with the next page. A
// click on a button of an island that has started but not hydrated is kept, to be carried out.
for (const type of INTERACTIONS)
  addEventListener(
    type,
    ({ target }) => {
      const island = islandOf(target)
      if (type === 'pointerdown' || type === 'keydown') down = true
      if (!island || !(target instanceof Element)) return
      if (type === 'keydown' || type === 'focusin' || !target.closest('a[href]')) start(island)
      if (type === 'click' && pressed.has(island)) pressed.set(island, target.closest('button') ?? pressed.get(island))
    },
    WATCH,
  )
addEventListener(START_ISLAND_EVENT, (event) => start(document.querySelector(`[${ISLAND.id}="${(event as CustomEvent<string>).detail}"]`)))

/** Resolves once the page has painted. */
const firstScreenShown = () => new Promise((resolve) => new PerformanceObserver(resolve).observe({ type: 'paint', buffered: true }))

/** Whether an island starts by itself near the viewport now: it is marked so, its consent purpose is allowed, its media query matches, the address has its query parameter. */
function canStartNear(island: Element) {
  if (island.getAttribute(ISLAND.start) !== 'near') return false
  const purpose = island.getAttribute(ISLAND.startConsent)
  const media = island.getAttribute(ISLAND.startMedia)
  const query = listed(island, ISLAND.startQuery)
  const params = new URLSearchParams(location.search)
  return (
    (!purpose || listed(html, 'data-consent').includes(purpose)) &&
    (!media || matchMedia(media).matches) &&
    (!query.length || query.some((name) => params.has(name)))
  )
}

// Every island is watched as it comes within LOAD_MARGIN of the viewport. Once the page has loaded
// and is idle, the code of those near (and of those that come near later) is fetched ahead at the
// lowest priority, without being run: a prefetch, unlike a modulepreload, neither parses nor compiles
// it. Each file in an idle task of its own (the browser runs one idle callback a task): adding a
// prefetch costs the main thread a few milliseconds, and a phone adding a page's twenty-odd at once
// was busy for 300 ms (a traced prerendered page, just shown). Not when the visitor asks to save
// data. An island with work of its own starts when near, once the first screen is shown, a frame and
// a task later: its code never shares the connection or the main thread with the page's largest paint. One that waits for consent starts as soon as the visitor
// gives it (the head's consent script and the consent layer set `<html data-consent>`).
const near = new Set<Element>()
const saveData = (navigator as { connection?: { saveData?: boolean } }).connection?.saveData
/** Runs `task` when the main thread is idle, or after IDLE_WAIT_MS all the same: a busy phone still gets it done. */
const IDLE_WAIT_MS = 3000
const whenIdle = (task: () => void) => ('requestIdleCallback' in window ? requestIdleCallback(task, { timeout: IDLE_WAIT_MS }) : setTimeout(task, 0))
let idle = false
const prefetched = new Set<string>()
const fetchAhead = (island: Element) => {
  if (!idle || saveData) return
  for (const href of filesOf(island)) {
    if (prefetched.has(href)) continue
    prefetched.add(href)
    whenIdle(() => fetched.has(href) || document.head.append(Object.assign(document.createElement('link'), { rel: 'prefetch', href, crossOrigin: '' })))
  }
}
const startNear = () => {
  for (const island of near) if (canStartNear(island)) start(island)
}
const nearWatcher = new IntersectionObserver(
  (entries) => {
    for (const { isIntersecting, target } of entries) {
      const island = islandOf(target)!
      if (!isIntersecting) near.delete(island)
      else {
        near.add(island)
        fetchAhead(island)
      }
    }
    void firstScreenShown().then(startNear)
  },
  { rootMargin: LOAD_MARGIN },
)
// What shows an island: a section island is a box of its own; a div or span island (display: contents) shows its first element.
for (const island of islands) {
  const box = island.localName === 'section' ? island : island.firstElementChild
  if (box) nearWatcher.observe(box)
}
// Real visitors' speed (consent/measurement/webVitals.ts), where the build measures it (this tag's
// data-vitals: its built chunk): its code is fetched only once the visitor allows statistics, and
// not before the page has loaded and is idle (nor while prerendered).
const vitals = tag?.dataset.vitals
let measuring = false
const measureSpeed = () => {
  if (!idle || measuring || !vitals || !listed(html, 'data-consent').includes('statistics')) return
  if ((document as { prerendering?: boolean }).prerendering) return document.addEventListener('prerenderingchange', measureSpeed, { once: true })
  measuring = true
  ;(import(vitals) as Promise<{ startWebVitals: () => void }>).then(
    (module) => module.startWebVitals(),
    (error: unknown) => console.warn('boot: speed', error),
  )
}
new MutationObserver(() => {
  startNear()
  measureSpeed()
}).observe(html, { attributeFilter: ['data-consent'] })
addEventListener('load', () =>
  whenIdle(() => {
    idle = true
    near.forEach(fetchAhead)
    measureSpeed()
  }),
)

// A failed image outside the islands (a static section's, which no code of its own watches) gets
// the fallback MediaImage gives: the module that does it loads only then.
const fallbackModule = tag?.dataset.imageFallback
const fallBack = (image: EventTarget | null) => {
  if (fallbackModule && image instanceof HTMLImageElement && !islandOf(image))
    void import(fallbackModule).then((module: { fallBack: (image: HTMLImageElement) => void }) => module.fallBack(image))
}
addEventListener('error', (event) => fallBack(event.target), true)
for (const image of document.images) if (image.complete && image.naturalWidth === 0 && image.currentSrc) fallBack(image)

// Every page change starts at the top: the browser's own scroll restoration is off, and a page the
// browser shows again from its back/forward cache goes to the top too (unless the address names a
// section), with its menus closed.
history.scrollRestoration = 'manual'
addEventListener('pageshow', (event) => {
  if (!event.persisted) return
  for (const popover of document.querySelectorAll(':popover-open')) (popover as HTMLElement).hidePopover()
  if (!location.hash) scrollTo({ top: 0, left: 0, behavior: 'instant' })
})
