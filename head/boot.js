// @ts-check
// The one script every page runs at once, inlined at the end of <body> (about 1.4 KB brotli once
// the build minifies it: head/bootScript.ts). The page's framework code (React, Vike's client
// router, the layout and the sections that hydrate with the page) starts when the visitor first
// interacts (pointerdown, keydown, touchstart). Before that, an island (a section that hydrates)
// that comes near the viewport, once the first screen is shown, hydrates alone with its own code
// (startForIsland, renderer/islandEntry.tsx). Until then the page is its prerendered HTML: links
// are plain links, menus are native popovers, and a click on a consent button is kept by the head
// script and carried out once the code is there. Meanwhile this script speeds up plain navigation:
// an internal link hovered for 100 ms is prerendered, one that has been in view for a second on a
// touch screen is prefetched (Speculation Rules); once the framework runs, it fetches such a
// link's page data and sections' code ahead instead, for Vike's router (renderer/prefetchPage.ts).
// The build (build/optimizeHtml.ts) lists on this tag the modules the page starts with (Vike's
// entry last), the island entry with the modules it imports, the page's islands, and each island's
// own code beyond the entry's.
// Plain JavaScript, minified by the build; `npm run typecheck` checks it (tsconfig includes it).

/** @type {HTMLScriptElement | null} */
const tag = document.querySelector('script[data-modules]')
// The build puts in the site's values (head/bootScript.ts): how near the viewport an island starts
// the islands, the event that asks the framework to fetch a page ahead and the one by which it tells
// that the page has settled (site/loading.ts), and the file of a route's prerendered data
// (site/cacheControl.ts).
const ISLAND_MARGIN = '__ISLAND_MARGIN__'
const PAGE_DATA_FILE = '__PAGE_DATA_FILE__'
const PREFETCH_PAGE_EVENT = '__PREFETCH_PAGE_EVENT__'
const PAGE_SETTLED_EVENT = '__PAGE_SETTLED_EVENT__'
const EARLY_PRESS_KEY = '__EARLY_PRESS_KEY__'

/** @returns {Promise<void>} resolves in the next task, so the browser can paint and handle input in between */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0))

/** Runs `then` in a task of its own after the next frame, so it never delays a paint. @param {() => void} then */
const afterNextFrame = (then) => requestAnimationFrame(() => setTimeout(then, 0))

/**
 * Adds a <link> to the head: a module to preload, a file to prefetch.
 * @param {string} rel
 * @param {string} href
 */
function addLink(rel, href) {
  const link = document.createElement('link')
  link.rel = rel
  link.href = href
  document.head.append(link)
}

/**
 * Fetches every module in parallel, then evaluates them one task at a time, so no single task
 * blocks input for long. A module that fails to load is left out: Vike's entry, last, then loads
 * whatever it still needs itself, or the page stays usable as plain HTML.
 * @param {string[]} modules the modules the page's start needs, shared chunks first and Vike's entry last
 */
async function start(modules) {
  // A visitor who is acting gets every state styled as soon as the full CSS is here.
  const css = pageCss(true)
  for (const href of modules) addLink('modulepreload', href)
  for (const href of modules) {
    // The stylesheets are marked as on the page before the entry asks Vite's loader for any CSS.
    if (href === modules.at(-1)) await css
    await nextTask()
    await import(href).catch((error) => console.warn(`boot: ${href}`, error))
  }
}

/** @type {Promise<(() => void) | undefined> | undefined} */
let fullCss

/**
 * Fetches the page's full CSS once (fetchFullCss) and puts it on the page: at once when the visitor
 * acts, else when the page has settled or the visitor acts, whichever comes first. Islands need
 * nothing but the inlined rules to hydrate (they style the prerendered HTML exactly as the full CSS
 * does): parsing the full CSS and restyling the page (on /team, 75 ms of a phone's main thread at a
 * quarter of this machine's speed, before repeated rules were dropped) waits until then. Resolves
 * once each stylesheet is marked as on the page, before any module asks Vite's loader for CSS.
 * @param {boolean} now whether the visitor's interaction asks for it
 */
function pageCss(now) {
  if (!fullCss) {
    fullCss = fetchFullCss()
    if (!now) applyWhenSettledOrInteracting(fullCss)
  }
  if (now) fullCss.then((put) => put?.())
  return fullCss
}

/**
 * Fetches the page's full CSS and returns the step that puts it on the page. The first paint
 * inlines only the rules its prerendered HTML uses (build/criticalCss.ts); the <style data-page-css>
 * names a file with all of the page's CSS (build/fullCss.ts: the page's stylesheets joined, led by
 * a comment that lists them). Putting it on the page replaces the inline rules in one step: nothing
 * on screen changes on the way (the inline rules are some of the same rules, in the same order),
 * and every state an island can show is styled from then on. Each listed stylesheet is marked as
 * on the page as soon as the file is here (a disabled link, never fetched), so Vite's loader does
 * not add it a second time for code that loads before the swap. If the file cannot be fetched, the
 * inline rules stay and Vite's loader brings whatever CSS the code needs.
 * @returns {Promise<(() => void) | undefined>}
 */
async function fetchFullCss() {
  const style = document.querySelector('style[data-page-css]')
  const file = style?.getAttribute('data-page-css')
  if (!style || !file) return undefined
  try {
    const response = await fetch(file)
    if (!response.ok) throw new Error(`${response.status}`)
    const text = await response.text()
    const markers = document.createDocumentFragment()
    for (const href of /^\/\* stylesheets: ([^*]*) \*\//.exec(text)?.[1]?.split(' ') ?? []) {
      const link = document.createElement('link')
      link.setAttribute('disabled', '')
      link.rel = 'stylesheet'
      link.href = href
      markers.append(link)
    }
    style.after(markers)
    return () => {
      style.textContent = text
    }
  } catch (error) {
    console.warn('boot: CSS', error)
    return undefined
  }
}

/**
 * Puts the full CSS on the page when the framework reports the page settled (it and its islands
 * near the viewport have hydrated, or its markup gained an element: renderer/pageSettled.ts), or at the
 * visitor's first interaction before that (in the capture phase, so before the page handles it; if
 * the file is still on its way, as soon as it is here).
 * @param {Promise<(() => void) | undefined>} fullCss
 */
function applyWhenSettledOrInteracting(fullCss) {
  const apply = () => {
    removeEventListener(PAGE_SETTLED_EVENT, apply)
    for (const type of INTERACTIONS) removeEventListener(type, apply, WATCH)
    fullCss.then((put) => put?.())
  }
  addEventListener(PAGE_SETTLED_EVENT, apply)
  for (const type of INTERACTIONS) addEventListener(type, apply, WATCH)
}

/** The events that count as the visitor's first interaction. */
const INTERACTIONS = /** @type {const} */ (['pointerdown', 'keydown', 'touchstart'])
/** Options for listeners that only watch: they never delay scrolling or cancel anything. */
const WATCH = { capture: true, passive: true }

/** Whether the page's framework code has been asked for; from then on Vike's router handles links. */
let started = false

/** @param {Event} event */
function onInteraction(event) {
  // A press on a link leaves the page: starting the framework now would only compete with the next page.
  if (event.type !== 'keydown' && event.target instanceof Element && event.target.closest('a[href]')) return
  startPage()
}

/**
 * Starts the page's framework code once, at the visitor's first interaction, in a task of its own
 * after the next frame, so it never delays a paint (the pressed state of the button that started it, say).
 */
function startPage() {
  const modules = (tag?.dataset.modules ?? '').split(' ').filter(Boolean)
  if (started || !modules.length) return
  started = true
  for (const type of INTERACTIONS) removeEventListener(type, onInteraction, WATCH)
  islandWatcher.disconnect()
  // Vike's router takes over the links: no more prerendering of pages it will render itself, and
  // links merely in view are no longer fetched, not even those whose second in view is running
  // (their pages' code would compete with this page's start-up).
  document.querySelector('[type=speculationrules]')?.remove()
  linkWatcher?.disconnect()
  for (const timer of inViewTimers.values()) clearTimeout(timer)
  afterNextFrame(() => start(modules))
}

for (const type of INTERACTIONS) addEventListener(type, onInteraction, WATCH)

// What the visitor last clicked: a button of an island pressed before its code has run shows but
// does nothing yet, and renderer/islandLoading.ts presses it again once the island has hydrated.
const kept = /** @type {Record<string, unknown>} */ (/** @type {unknown} */ (window))
addEventListener('click', (event) => (kept[EARLY_PRESS_KEY] = event.target), WATCH)

/**
 * Resolves once the page has painted (its first paint shows content: the CSS is inline) and the
 * first screen's main image (the one fetched at high priority: an article's photo) is there,
 * loaded or failed. An island starts only then: its code would otherwise share the
 * connection and the main thread with the first paint and the page's largest one.
 * Asked only when an island comes near (a buffered observer still reports a paint that came before).
 */
const firstScreenShown = () =>
  Promise.allSettled([
    // Paint timing is in every browser that runs the site's ES2022 code.
    new Promise((resolve) => new PerformanceObserver(resolve).observe({ type: 'paint', buffered: true })),
    /** @type {HTMLImageElement | null} */ (document.querySelector('img[fetchpriority=high]'))?.decode(),
  ])

/**
 * Starts the islands for the islands near the viewport, once the first screen is shown: the island
 * entry (renderer/islandEntry.tsx) hydrates each island near the viewport as a root of its own,
 * with its own code only; the rest of the page's framework waits for the visitor's first
 * interaction. The code of the islands near now is fetched beside the entry, not a round trip after
 * it (when the entry would ask for it). Islands that wait to be visible (the page has some when
 * `data-visible-islands` names any) fetch their props from the page's prerendered data; fetching
 * that now, beside the code, saves the round trip then.
 * @param {string[]} nearIds the islands near the viewport
 */
function startForIsland(nearIds) {
  islandWatcher.disconnect()
  // The island entry, then the modules it imports.
  const islandModules = (tag?.dataset.islandEntry ?? '').split(' ')
  const islandEntry = islandModules[0]
  // A frame and a task later, as the page's own start: the page's largest paint, often a paint
  // after the first, comes before any request (Lighthouse counts a request made before it as delaying it).
  firstScreenShown().then(() =>
    afterNextFrame(() => {
      if (started || !islandEntry) return
      if (tag?.dataset.visibleIslands) addLink('prefetch', `${location.pathname.replace(/\/+$/, '')}/${PAGE_DATA_FILE}`)
      for (const href of islandModules) addLink('modulepreload', href)
      // The stylesheets are marked as on the page before an island asks Vite's loader for any CSS.
      pageCss(false)
        .then(() => import(islandEntry))
        // The prerendered page stays usable as plain HTML, and the first interaction still starts it.
        .catch((error) => console.warn(`boot: ${islandEntry}`, error))
      // Then the near islands' own code (the build lists each island's as data-code-{id}); Vite's
      // loader skips a file already preloaded when the entry asks for it.
      const code = new Set(nearIds.flatMap((id) => (tag?.getAttribute(`data-code-${id}`) ?? '').split(' ')))
      for (const href of code) if (href) addLink('modulepreload', href)
    }),
  )
}

// Islands: the sections that hydrate, by id. The first to come within the margin starts the island
// entry, which watches the others itself (IntersectionObserver, like paint timing, is in every
// browser that runs the site's code).
const islands = (tag?.dataset.islands ?? '').split(' ').flatMap((id) => document.getElementById(id) ?? [])
const islandWatcher = new IntersectionObserver(
  (entries) => {
    const near = entries.flatMap((entry) => (entry.isIntersecting ? [entry.target.id] : []))
    if (near.length > 0) startForIsland(near)
  },
  { rootMargin: ISLAND_MARGIN },
)
for (const island of islands) islandWatcher.observe(island)

/** How long a pointer rests on a link before its page is fetched ahead, in ms. */
const HOVER_MS = 100
/** How long a link stays in view on a touch screen before its page is prefetched, in ms. */
const IN_VIEW_MS = 1000

/**
 * The link to another prerendered page of this site that target is in, or undefined. Files (feeds,
 * images) and links that open elsewhere are left alone.
 * @param {EventTarget | Element | null} target
 * @returns {HTMLAnchorElement | undefined}
 */
function internalPage(target) {
  const link = target instanceof Element ? target.closest('a[href]') : null
  if (!(link instanceof HTMLAnchorElement) || link.target || link.hasAttribute('download') || link.origin !== location.origin) return undefined
  if (link.pathname === location.pathname || /\.[a-z0-9]+$/i.test(link.pathname)) return undefined
  return link
}

/**
 * Fetches a page ahead of the click. Before the framework runs a click is a plain page load, so the
 * link is marked for the browser to prerender (or, in view on a touch screen, to prefetch) by the
 * page's speculation rules (head/speculationRules.ts; browsers without them ignore the mark). Once
 * Vike's router runs it renders the next page itself, so the framework is asked to fetch its data
 * and its sections' code instead (renderer/prefetchPage.ts listens for this event).
 * @param {HTMLAnchorElement} link
 * @param {'prerender' | 'prefetch'} action
 */
function fetchAhead(link, action) {
  if (!started) {
    if (link.dataset.speculate !== 'prerender') link.dataset.speculate = action
    return
  }
  dispatchEvent(new CustomEvent(PREFETCH_PAGE_EVENT, { detail: link.pathname }))
}

/** @type {ReturnType<typeof setTimeout> | undefined} */
let hoverTimer
addEventListener(
  'pointerover',
  (event) => {
    const link = event.pointerType === 'mouse' ? internalPage(event.target) : undefined
    clearTimeout(hoverTimer)
    if (link) hoverTimer = setTimeout(() => fetchAhead(link, 'prerender'), HOVER_MS)
  },
  WATCH,
)

/** @type {Map<Element, ReturnType<typeof setTimeout>>} */
const inViewTimers = new Map()
const linkWatcher = matchMedia('(hover: none)').matches
  ? new IntersectionObserver((entries) => {
      for (const { target, isIntersecting } of entries) {
        clearTimeout(inViewTimers.get(target))
        // The first callback lists every link of the page, most of them out of view: only one
        // that is in view is worth a closer look.
        const link = isIntersecting && internalPage(target)
        if (link)
          inViewTimers.set(
            target,
            setTimeout(() => fetchAhead(link, 'prefetch'), IN_VIEW_MS),
          )
      }
    })
  : undefined
for (const link of document.querySelectorAll('a[href^="/"]')) linkWatcher?.observe(link)

// Every page change starts at the top, back and forward included: the browser's own scroll
// restoration is off from the start, not only once the framework runs, and a page the browser
// shows again from its back/forward cache goes to the top too (unless the address names a section).
history.scrollRestoration = 'manual'
addEventListener('pageshow', (event) => {
  if (event.persisted && !location.hash) scrollTo({ top: 0, left: 0, behavior: 'instant' })
})
// Once Vike's router runs, back and forward are its own render, after which it restores the scroll
// position it saved in the history entry, retrying until the page is tall enough. This listener,
// added before Vike's, sets that position to the top first, so the page never lands lower down.
// (History.prototype's method, not Vike's wrapper of it, which would take the entry as a new one.)
addEventListener('popstate', () => {
  const state = history.state
  if (location.hash || !state?.vike?.scrollPosition) return
  History.prototype.replaceState.call(history, { ...state, vike: { ...state.vike, scrollPosition: { x: 0, y: 0 } } }, '')
})

// A module (the page inlines it with type="module"); the export keeps its names its own for the type check.
export {}
