// Marks the page as interactive: tests (and any script) can wait for `html[data-hydrated]`.
export function onHydrationEnd() {
  document.documentElement.dataset.hydrated = ''
}
