// The studio renders in the browser (visitor pages are HTML with islands): once it has hydrated,
// tests (and any script) can wait for `html[data-hydrated]`.
export function onHydrationEnd() {
  document.documentElement.dataset.hydrated = ''
}
