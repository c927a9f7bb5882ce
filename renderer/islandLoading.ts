import type { DeferredSection, Section } from '../sections/types.ts'
import { propsForHydration } from './deferredProps.ts'
import { nearViewport } from './nearViewport.ts'
import { loadSectionComponent } from './sectionRegistry.ts'

/** A promise that never settles: a section that suspends on it keeps its server HTML. */
export const never = new Promise<never>(() => {})

let pageHydrated: () => void = () => {}
const pageHasHydrated = new Promise<void>((resolve) => (pageHydrated = resolve))

/**
 * Resolves in a task of its own (a timer's) after the page's hydration: each island hydrates alone,
 * so neither it nor the page blocks input for longer than its own render.
 */
function ownTurn(): Promise<void> {
  return pageHasHydrated.then(() => new Promise<void>((resolve) => setTimeout(resolve, 0)))
}

/** For pages/+onHydrationEnd.ts: the page has hydrated, and its islands may hydrate too. */
export function islandsMayHydrate(): void {
  pageHydrated()
}

const readyToHydrate = new Map<string, Promise<Section>>()

/** The section's code and its full props (the build deferred them: build/stripStaticProps.ts). */
async function load(section: DeferredSection): Promise<Section> {
  const [, props] = await Promise.all([loadSectionComponent(section.type), propsForHydration(section)])
  return props
}

/**
 * The props of an island (a section that hydrates when visible), once it may hydrate: its code and
 * props start loading when it comes within LOAD_MARGIN of the viewport, and it hydrates once they
 * are here, in a task of its own after the page's hydration. Never, if they cannot be had.
 */
export function whenReadyToHydrate(section: DeferredSection): Promise<Section> {
  let ready = readyToHydrate.get(section.id)
  if (ready) return ready
  ready = nearViewport(section.id)
    .then(() => load(section))
    .then(async (props) => {
      await ownTurn()
      return props
    })
    .catch((error: unknown) => {
      // The prerendered HTML works on its own: keep it rather than show an error (a deploy may
      // have replaced the page's data, say).
      console.warn(`Section "${section.id}" stays as prerendered: it could not be made interactive`, error)
      return never
    })
  readyToHydrate.set(section.id, ready)
  return ready
}
