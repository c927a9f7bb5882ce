import type { DeferredSection, PageSection, Section } from '../sections/types.ts'
import { propsForHydration } from './deferredProps.ts'
import { isNearViewport, nearViewport } from './nearViewport.ts'
import { loadSectionComponent } from './sectionRegistry.ts'

const never = new Promise<never>(() => {})

/** Per section id: its code and full props, once loaded; never, if they cannot be had. */
const readyToHydrate = new Map<string, Promise<Section>>()

function load(section: DeferredSection): Promise<Section> {
  return Promise.all([loadSectionComponent(section.type), propsForHydration(section)])
    .then(([, props]) => props)
    .catch((error: unknown) => {
      // The prerendered HTML works on its own: keep it rather than show an error (a deploy may
      // have replaced the page's data, say).
      console.warn(`Section "${section.id}" stays as prerendered: it could not be made interactive`, error)
      return never
    })
}

/** A section's code and full props, loaded once it is near the viewport; never, if they cannot be had. */
export function whenReadyToHydrate(section: DeferredSection): Promise<Section> {
  let ready = readyToHydrate.get(section.id)
  if (!ready) {
    ready = nearViewport(section.id).then(() => load(section))
    readyToHydrate.set(section.id, ready)
  }
  return ready
}

/**
 * At hydration, before the page renders: the sections that hydrate when visible and are near the
 * viewport already start loading their code and props now, while the page hydrates, rather than
 * after it, when they render and would wait for the viewport observer's next frame.
 */
export function startLoadingNearSections(sections: readonly PageSection[]) {
  for (const section of sections) {
    if ('deferred' in section && section.deferred === 'visible' && !readyToHydrate.has(section.id) && isNearViewport(section.id))
      readyToHydrate.set(section.id, load(section))
  }
}
