import { START_ISLAND_EVENT } from '../loading.ts'
import { BOOT_ATTRIBUTES as ISLAND } from '../bootAttributes.ts'
import { islandOf, WATCH } from './bootTag.ts'
import { keepPress } from './keptPresses.ts'
import { startIsland } from './startIsland.ts'

/**
 * The events that count as an interaction with an island: a press, a touch, a key, focus (a keyboard
 * user tabbing into a form) and a click alone (what a screen reader in browse mode or voice control sends).
 */
const INTERACTIONS = ['pointerdown', 'touchstart', 'keydown', 'focusin', 'click'] as const

/**
 * Every island starts at the visitor's first interaction with it, or when another part of the page
 * asks for it by its id (START_ISLAND_EVENT). A press on a link leaves the page: starting an island
 * then would only compete with the next page. A click on a button of an island that has started but
 * not hydrated is kept, to be carried out.
 */
export function startOnInteraction() {
  for (const type of INTERACTIONS)
    addEventListener(
      type,
      ({ target }) => {
        const island = islandOf(target)
        if (!island || !(target instanceof Element)) return
        if (type === 'keydown' || type === 'focusin' || !target.closest('a[href]')) startIsland(island)
        if (type === 'click') keepPress(island, target)
      },
      WATCH,
    )
  addEventListener(START_ISLAND_EVENT, (event) => startIsland(document.querySelector(`[${ISLAND.id}="${(event as CustomEvent<string>).detail}"]`)))
}
