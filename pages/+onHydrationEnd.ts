// Marks the page as interactive: tests (and any script) can wait for `html[data-hydrated]`;
// the `hydrated` performance mark gives `npm run bench` the exact moment.
export function onHydrationEnd() {
  document.documentElement.dataset.hydrated = ''
  performance.mark('hydrated')
}
