// The one script every page runs at once, inlined at the end of <body> (bundled and minified by the
// build: head/bootScript.ts). Until the page's framework starts, the page is its prerendered HTML:
// links are plain links (the browser prerenders a hovered one: head/speculationRules.ts) and menus
// are native popovers. The framework (Vike's client entry, which hydrates the whole page and then
// routes clicks on links itself) starts at the visitor's first interaction, or when an interactive
// section (`section[data-interactive]`) comes near the viewport once the first screen is shown.
// The build lists on this script's tag the modules to start with (data-modules: React, the framework,
// the interactive sections' code, Vike's entry last)
// and the page's CSS files (data-css, Vike's and its sections'), whose rules the first paint has
// inline only as far as its HTML uses them.
import { EARLY_INPUT_EVENT, LOAD_MARGIN, nextTask, type EarlyInput } from '../site/loading.ts'

const tag = document.querySelector<HTMLScriptElement>('script[data-modules]')
const listed = (name: 'modules' | 'css') => tag?.dataset[name]?.split(' ').filter(Boolean) ?? []
/** The events that count as the visitor's first interaction. */
const INTERACTIONS = ['pointerdown', 'keydown', 'touchstart'] as const
/** Options for listeners that only watch: they never delay scrolling or cancel anything. */
const WATCH = { capture: true, passive: true }

function addLink(rel: string, href: string, attributes: Partial<HTMLLinkElement> = {}) {
  const link = Object.assign(document.createElement('link'), { rel, href, ...attributes })
  document.head.append(link)
  return link
}

let started = false

/** Starts the page's framework once, in a task of its own after the next frame, so it never delays a paint. */
function start() {
  if (started) return
  started = true
  for (const type of INTERACTIONS) removeEventListener(type, onInteraction, WATCH)
  nearWatcher.disconnect()
  // Vike's router renders the next pages itself: the browser no longer needs to prerender them.
  document.querySelector('script[type=speculationrules]')?.remove()
  // Everything the page starts with is fetched at once; the stylesheets wait in the cache for the
  // sections' code (Vite links a section's CSS as its module loads, in CORS mode) and for addWholeStylesheets.
  const modules = listed('modules')
  for (const href of modules) addLink('modulepreload', href)
  for (const href of listed('css')) addLink('preload', href, { as: 'style', crossOrigin: '' })
  requestAnimationFrame(() =>
    setTimeout(async () => {
      // One module per task, so no single task blocks input for long.
      for (const href of modules) {
        await nextTask()
        await import(href).catch((error: unknown) => console.warn(`boot: ${href}`, error))
      }
      addWholeStylesheets()
    }, 0),
  )
}

/**
 * Adds the page's whole stylesheets, for the states the prerendered HTML never shows, in the order of
 * the inlined rules. They load for no medium and are switched on together once all have arrived: a
 * frame with only some of them could show a component's own rules above a section's that restyle it.
 * If one fails, none is switched on and the page keeps its inlined rules.
 */
async function addWholeStylesheets() {
  const links = listed('css').map((href) => addLink('stylesheet', href, { media: 'not all', crossOrigin: '' }))
  const loaded = await Promise.all(
    links.map((link) => new Promise<boolean>((resolve) => Object.assign(link, { onload: () => resolve(true), onerror: () => resolve(false) }))),
  )
  if (loaded.every(Boolean)) for (const link of links) link.media = 'all'
  else for (const link of links) link.remove()
}

function onInteraction(event: Event) {
  // A press on a link leaves the page: starting the framework now would only compete with the next page.
  if (event.type !== 'keydown' && event.target instanceof Element && event.target.closest('a[href]')) return
  start()
}
for (const type of INTERACTIONS) addEventListener(type, onInteraction, WATCH)

/** Resolves once the page has painted and the first screen's main image (fetched at high priority: an article's photo) is there, loaded or failed. */
const firstScreenShown = () =>
  Promise.allSettled([
    new Promise((resolve) => new PerformanceObserver(resolve).observe({ type: 'paint', buffered: true })),
    document.querySelector<HTMLImageElement>('img[fetchpriority=high]')?.decode(),
  ])

// An interactive section near the viewport starts the page once the first screen is shown, a frame
// and a task later: the page's code never shares the connection or the main thread with its largest paint.
const nearWatcher = new IntersectionObserver(
  (entries) => {
    if (!entries.some((entry) => entry.isIntersecting)) return
    nearWatcher.disconnect()
    void firstScreenShown().then(() => requestAnimationFrame(() => setTimeout(start, 0)))
  },
  { rootMargin: LOAD_MARGIN },
)
for (const section of document.querySelectorAll('section[data-interactive]')) nearWatcher.observe(section)

// The button the visitor last pressed before the page hydrated: its prerendered buttons show before
// they work. Handed to the framework when it hydrates the page (renderer/earlyInput.ts presses it again).
let pressed: Element | undefined
const keepPress = (event: Event) => {
  if (event.target instanceof Element) pressed = event.target.closest('button') ?? pressed
}
addEventListener('click', keepPress, WATCH)
addEventListener(
  EARLY_INPUT_EVENT,
  (event) => {
    removeEventListener('click', keepPress, WATCH)
    ;(event as CustomEvent<EarlyInput>).detail.pressed = pressed
  },
  { once: true },
)

// Every page change starts at the top: the browser's own scroll restoration is off from the start,
// and a page the browser shows again from its back/forward cache goes to the top too (unless the
// address names a section). Client-side navigations: renderer/clientNavigation.ts.
history.scrollRestoration = 'manual'
addEventListener('pageshow', (event) => {
  if (event.persisted && !location.hash) scrollTo({ top: 0, left: 0, behavior: 'instant' })
})
