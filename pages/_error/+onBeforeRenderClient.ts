import { loadDestinationInFull } from '../../renderer/fullPageLoadFallback.ts'

// Vike renders this error page in the browser when a client-side navigation fails (for example
// when the page data cannot be fetched). Load the page in full instead: the prerendered file at
// that address shows the page, or the real not-found page. Throwing keeps the error screen from
// flashing up while the browser leaves; Vike logs the error.
export function onBeforeRenderClient() {
  const url = loadDestinationInFull()
  if (url) throw new Error(`Client-side navigation failed; loading ${url} in full`)
}
