import { useEffect, useLayoutEffect } from 'react'
import type { DeferredSection, Section } from '../sections/types.ts'
import { EARLY_PRESS_KEY, ISLAND_HYDRATED_MARK } from '../site/loading.ts'
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
 * The button a click on `target` presses, if pressing it again once its island answers is right.
 * Left out are a form's submit buttons, as the form keeps an early submit itself (sections/ContactForm);
 * buttons that say they cannot be used yet (`aria-disabled`, as the contact form's "Send besked" says
 * while it is getting ready: pressing it later would do what the visitor was told it would not);
 * and consent buttons (`data-consent-choice`), which the head's consent script keeps from the first paint.
 */
function buttonToPressAgain(target: unknown): HTMLButtonElement | null {
  const button = target instanceof Element ? target.closest<HTMLButtonElement>('button:not([data-consent-choice], [aria-disabled="true"])') : null
  return button && !(button.type === 'submit' && button.form) ? button : null
}

/**
 * A button of the island pressed before any of the page's code ran: head/boot.js keeps the last
 * click's target under EARLY_PRESS_KEY. Taken, so no other watch presses it again.
 */
function pressedBeforeAnyCode(island: HTMLElement): HTMLButtonElement | undefined {
  const kept = window as unknown as Record<string, unknown>
  const button = buttonToPressAgain(kept[EARLY_PRESS_KEY])
  if (!button || !island.contains(button)) return undefined
  delete kept[EARLY_PRESS_KEY]
  return button
}

/**
 * Keeps the last press on a button of an island that has not hydrated yet, from when its code
 * starts and, before that, from when head/boot.js ran, so pressedEarlyAgain can repeat it once the
 * island answers: its prerendered buttons show before they work.
 */
export function keepEarlyPresses(id: string): void {
  const island = document.getElementById(id)
  if (!island || pressedEarly.has(id)) return
  const keep = (event: Event) => {
    const button = buttonToPressAgain(event.target)
    if (button) watched.button = button
  }
  const watched: { button?: HTMLButtonElement; stop: () => void } = {
    button: pressedBeforeAnyCode(island),
    stop: () => island.removeEventListener('click', keep, true),
  }
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
 * An effect, so the section's own effects have run first. The watch for presses ends earlier, at
 * the commit that hydrates the island: from then on its buttons answer a press themselves, and one
 * pressed again would undo it (a toggle, say).
 */
export function useIslandAnswered(id: string): void {
  useLayoutEffect(() => pressedEarly.get(id)?.stop(), [id])
  useEffect(() => {
    performance.mark(`${ISLAND_HYDRATED_MARK}${id}`)
    pressedEarlyAgain(id)
  }, [id])
}

/**
 * For the page's sections: presses again, once they have hydrated, a button of one of those that
 * hydrate with the page (`withPage`, their ids) pressed before any code ran. Such a press is what
 * started the page (head/boot.js), or came while its code loaded. The same watch as an island's
 * (keepEarlyPresses, pressedEarlyAgain), ended at once: taken at the commit that hydrates them,
 * before their handlers could answer a press themselves, and pressed in an effect, after theirs.
 */
export function usePressedBeforeHydrationAgain(withPage: readonly string[]): void {
  // Only the hydration's commit: a later press is the page's own.
  /* eslint-disable react-hooks/exhaustive-deps */
  useLayoutEffect(() => {
    for (const id of withPage) {
      keepEarlyPresses(id)
      pressedEarly.get(id)?.stop()
    }
  }, [])
  useEffect(() => withPage.forEach(pressedEarlyAgain), [])
  /* eslint-enable react-hooks/exhaustive-deps */
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
