// The one script every page runs at once, inlined at the end of <body> (islands/BootScript.tsx;
// bundled and minified by the build: head/inlineScripts.ts). The page is its prerendered HTML: links are plain
// links (the browser prerenders a hovered one: head/speculationRules.ts), menus are native popovers.
// Its islands (`[data-island]`, islands/) start one by one, each at the visitor's first
// interaction with it, which is then carried out; only those marked `data-start="near"` (work of their
// own when seen) also start by themselves when they come near the viewport once the first screen is
// shown, and only while their conditions hold (a consent purpose allowed, a media query, a query parameter). Starting one
// fetches the islands' code (this tag's data-entry and data-entry-files, with React) and the island's
// own files (its data-files), then hydrates it (islands/islandEntry.tsx). Once the page has loaded and is
// idle, those files of the islands near the screen are fetched ahead without being run, so a first tap
// costs running them, not the network.
// This tag also names the module that gives static sections' failed images their fallback, and lists
// the page's CSS files (data-css), which the islands' code adds once the first island starts.
// This entry is the only module of the bundle that does anything when it runs (head/inlineScripts.ts
// keeps the others' side effects out): each concern is a module beside it that it calls, in this order.
import { watchGestures } from './gesture.ts'
import { onPageIdle } from './idle.ts'
import { fallBackFailedImages } from './imageFallback.ts'
import { measureSpeed } from './measureSpeed.ts'
import { startAtTop } from './startAtTop.ts'
import { fetchNearAhead, startNear, watchNearIslands } from './startNear.ts'
import { startOnInteraction } from './startOnInteraction.ts'

watchGestures()
startOnInteraction()
watchNearIslands()
new MutationObserver(() => {
  startNear()
  measureSpeed()
}).observe(document.documentElement, { attributeFilter: ['data-consent'] })
onPageIdle(() => {
  fetchNearAhead()
  measureSpeed()
})
fallBackFailedImages()
startAtTop()
