// The measurement tags' loader, inlined in a page's <head> as a module script (it runs once the HTML
// is parsed) only when data/site.json configures a tag (pages/+Head.tsx); the tags' configuration is
// on its tag, `data-tags` (./runtimeConfig.ts), beside the built files of the tags' runtime
// (`data-runtime`: ./tagRuntime.ts's chunk, then the files it imports; build/optimizeHtml.ts writes
// them). A visitor who allows none of the configured tags' purposes never fetches the runtime: the
// loader imports it only when the page needs it (./runtimeNeeded.ts), at once or when
// `<html data-consent>` changes. From the start it listens for the events a conversion may be told by
// (a click, the booking calendar's message, the islands' conversion event, a Core Web Vital sent) and, while the runtime is
// on its way, keeps them for it: a consented visitor's click on the phone number before the runtime
// arrives is still reported.
import { ATTRIBUTION_STORAGE_KEY } from '../../contact/attribution.ts'
import { CONVERSION_EVENT, VITALS_EVENT } from './events.ts'
import type { TagRuntimeConfig } from './runtimeConfig.ts'
import { tagRuntimeNeeded } from './runtimeNeeded.ts'

/** What ./tagRuntime.ts exports. */
interface TagRuntime {
  startTags: () => (event: Event) => void
}

const html = document.documentElement
const tag = document.querySelector<HTMLScriptElement>('script[data-tags]')!
const config = JSON.parse(tag.dataset.tags!) as TagRuntimeConfig
/** The runtime's chunk, then the files it imports, all fetched at once. */
const runtimeFiles = tag.dataset.runtime!.split(' ')

/** The runtime's handler, once it has arrived. */
let measure: ((event: Event) => void) | undefined
/** The events seen while the runtime is on its way; undefined while it is not. */
let held: Event[] | undefined

function visitKept() {
  try {
    return sessionStorage.getItem(ATTRIBUTION_STORAGE_KEY) !== null
  } catch {
    return false
  }
}

function loadWhenNeeded() {
  if (measure || held) return
  const allowed = html.getAttribute('data-consent')?.split(' ') ?? []
  const cookies = document.cookie.split(';').map((part) => part.split('=')[0]!.trim())
  if (!tagRuntimeNeeded(config, { allowed, cookies, visitKept: visitKept() })) return
  const waiting: Event[] = (held = [])
  Promise.all(runtimeFiles.map((file) => import(file) as Promise<unknown>)).then(
    ([runtime]) => {
      consentWatcher.disconnect()
      measure = (runtime as TagRuntime).startTags()
      held = undefined
      for (const event of waiting) measure(event)
    },
    (error: unknown) => {
      // Tried again at the next change of consent.
      held = undefined
      console.warn(`tags: ${runtimeFiles[0]}`, error)
    },
  )
}

/** Hands an event that may be a conversion to the runtime, or keeps it while the runtime is on its way. */
function pass(event: Event) {
  if (measure) measure(event)
  else held?.push(event)
}

for (const type of ['click', 'message', CONVERSION_EVENT, VITALS_EVENT]) addEventListener(type, pass, { capture: true, passive: true })
const consentWatcher = new MutationObserver(loadWhenNeeded)
consentWatcher.observe(html, { attributeFilter: ['data-consent'] })
loadWhenNeeded()
