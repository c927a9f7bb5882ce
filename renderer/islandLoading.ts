import { useEffect } from 'react'
import type { DeferredSection, Section } from '../sections/types.ts'
import { ISLAND_HYDRATED_MARK } from '../site/loading.ts'
import { propsForHydration } from './deferredProps.ts'
import { nearViewport } from './nearViewport.ts'
import { loadSectionComponent } from './sectionRegistry.ts'

/** A promise that never settles: a section that suspends on it keeps its server HTML. */
export const never = new Promise<never>(() => {})

let pageHydrated: () => void = () => {}
const pageHasHydrated = new Promise<void>((resolve) => (pageHydrated = resolve))

/** Resolves in a task of its own (a timer's), so what follows neither waits for nor delays a long task. */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

/**
 * Resolves in a task of its own (a timer's) after the page's hydration: each island hydrates alone,
 * so neither it nor the page blocks input for longer than its own render.
 */
function ownTurn(): Promise<void> {
  return pageHasHydrated.then(nextTask)
}

/** For pages/+onHydrationEnd.ts: the page has hydrated, and its islands may hydrate too. */
export function islandsMayHydrate(): void {
  pageHydrated()
}

const readyToHydrate = new Map<string, Promise<Section>>()

/** Each island that has not hydrated yet, by section id: the button last pressed in it, and how to stop watching. */
const pressedEarly = new Map<string, { button?: HTMLButtonElement; stop: () => void }>()

/**
 * Keeps the last press on a button of an island that has not hydrated yet, so pressedEarlyAgain can
 * repeat it once the island answers: its prerendered buttons show before they work. Left out are
 * a form's submit buttons, as the form keeps an early submit itself (sections/ContactForm), and consent
 * buttons (`data-consent-choice`), which the head's consent script keeps from the first paint.
 */
export function keepEarlyPresses(id: string): void {
  const island = document.getElementById(id)
  if (!island || pressedEarly.has(id)) return
  const keep = (event: Event) => {
    const button = event.target instanceof Element ? event.target.closest<HTMLButtonElement>('button:not([data-consent-choice])') : null
    if (button && !(button.type === 'submit' && button.form)) watched.button = button
  }
  const watched: { button?: HTMLButtonElement; stop: () => void } = { stop: () => island.removeEventListener('click', keep, true) }
  pressedEarly.set(id, watched)
  island.addEventListener('click', keep, true)
}

/** For an island that has just hydrated: presses again the button last pressed before (keepEarlyPresses). */
export function pressedEarlyAgain(id: string): void {
  const watched = pressedEarly.get(id)
  pressedEarly.delete(id)
  watched?.stop()
  if (watched?.button?.isConnected) watched.button.click()
}

/**
 * For the component an island renders once it has hydrated: marks the moment (`npm run bench` times
 * islands by it, and the page waits for those near the viewport before it tells head/boot.js it has
 * settled: renderer/pageSettled.ts) and presses again a button pressed before (keepEarlyPresses).
 * An effect, so the section's own effects have run first.
 */
export function useIslandAnswered(id: string): void {
  useEffect(() => {
    performance.mark(`${ISLAND_HYDRATED_MARK}${id}`)
    pressedEarlyAgain(id)
  }, [id])
}

/** The section's code and its full props (the build deferred them: build/stripStaticProps.ts). */
export async function loadIsland(section: DeferredSection): Promise<Section> {
  const [, props] = await Promise.all([loadSectionComponent(section.type), propsForHydration(section)])
  return props
}

/**
 * An island whose code or props cannot be had keeps its prerendered HTML, which works on its own,
 * rather than show an error (a deploy may have replaced the page's data, say).
 */
export function staysPrerendered(id: string, error: unknown): void {
  console.warn(`Section "${id}" stays as prerendered: it could not be made interactive`, error)
}

/**
 * The props of an island (a section that hydrates when visible), once it may hydrate: its code and
 * props start loading when it comes within LOAD_MARGIN of the viewport, and it hydrates once they
 * are here, in a task of its own after the page's hydration. Never, if they cannot be had.
 */
export function whenReadyToHydrate(section: DeferredSection): Promise<Section> {
  let ready = readyToHydrate.get(section.id)
  if (ready) return ready
  keepEarlyPresses(section.id)
  ready = nearViewport(section.id)
    .then(() => loadIsland(section))
    .then(async (props) => {
      await ownTurn()
      return props
    })
    .catch((error: unknown) => {
      staysPrerendered(section.id, error)
      return never
    })
  readyToHydrate.set(section.id, ready)
  return ready
}
