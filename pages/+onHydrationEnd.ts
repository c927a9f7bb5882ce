// The page is interactive: tests (and any script) can wait for `html[data-hydrated]`, and the
// `hydrated` performance mark gives `npm run bench` the exact moment.
export function onHydrationEnd() {
  document.documentElement.dataset.hydrated = ''
  performance.mark('hydrated')
}
