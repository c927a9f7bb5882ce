import type { DeferredSection, Section, SectionType } from '../sections/types.ts'
import { propsForHydration } from './deferredProps.ts'
import { isNearViewport, nearViewport } from './nearViewport.ts'
import { loadSectionComponent } from './sectionRegistry.ts'

/** A promise that never settles: a section that suspends on it keeps its server HTML. */
export const never = new Promise<never>(() => {})

const readyToHydrate = new Map<string, Promise<Section>>()

/** The section's code and its full props (the build deferred them: build/stripStaticProps.ts). */
async function load(section: DeferredSection): Promise<Section> {
  const [, props] = await Promise.all([loadSectionComponent(section.type), propsForHydration(section)])
  return props
}

/**
 * Keeps the section's props, once loaded, as a promise that says what it holds (`status` and
 * `value`, as React's and Preact's `use` read them): a render after that takes them at once
 * instead of suspending first.
 */
function remember(section: DeferredSection, loading: Promise<Section>): Promise<Section> {
  const ready: Promise<Section> = loading.then(
    (props) => Object.assign(ready, { status: 'fulfilled', value: props }).value,
    (error: unknown) => {
      // The prerendered HTML works on its own: keep it rather than show an error (a deploy may
      // have replaced the page's data, say).
      console.warn(`Section "${section.id}" stays as prerendered: it could not be made interactive`, error)
      return never
    },
  )
  readyToHydrate.set(section.id, ready)
  return ready
}

/**
 * The props of an island (a section that hydrates when visible), once its code and props have
 * loaded; they start loading when it comes near the viewport. Never, if they cannot be had.
 */
export function whenReadyToHydrate(section: DeferredSection): Promise<Section> {
  return (
    readyToHydrate.get(section.id) ??
    remember(
      section,
      nearViewport(section.id).then(() => load(section)),
    )
  )
}

let nearAtStart: Promise<void> | undefined

/**
 * The islands that wait to be visible and are within LOAD_MARGIN of the viewport now, read from the
 * prerendered page: the boot script's tag lists them (build/optimizeHtml.ts), and each section is a
 * <section> with its id and type (renderer/RenderSections.tsx).
 */
function islandsNearViewport(): DeferredSection[] {
  const ids = document.querySelector<HTMLScriptElement>('script[data-entry]')?.dataset.visibleIslands?.split(' ') ?? []
  return ids.flatMap((id) => {
    const type = document.getElementById(id)?.dataset.sectionType as SectionType | undefined
    return type && isNearViewport(id) ? [{ id, type, deferred: 'visible' as const }] : []
  })
}

/**
 * Starts loading the code and props of the islands near the viewport, once per page load, and
 * resolves when they are here (or have failed): awaited before hydration, they hydrate in the
 * page's own render rather than in one after it. Called first as the framework's code is
 * evaluated (pages/+onBeforeRenderClient.ts), so they load while Vike's router starts up.
 */
export function loadIslandsNearViewport(): Promise<void> {
  nearAtStart ??= Promise.all(
    islandsNearViewport().map((section) => {
      const loading = load(section)
      remember(section, loading)
      // A failure is already reported, and the section keeps its prerendered HTML.
      return loading.catch(() => {})
    }),
  ).then(() => {})
  return nearAtStart
}
