// The button last pressed in each island that has started but not hydrated: its prerendered buttons
// show before they work, so the click is kept and carried out once the island has hydrated.
const pressed = new Map<Element, Element | undefined>()

/** Keeps the presses in this island from now until it takes them. */
export const keepPresses = (island: Element) => pressed.set(island, undefined)

/** Keeps a click's button, if its island is still starting. */
export function keepPress(island: Element, target: Element) {
  if (pressed.has(island)) pressed.set(island, target.closest('button') ?? pressed.get(island))
}

/** The button pressed while the island was starting, if any; from then on its own code handles presses. */
export function takePress(island: Element) {
  const button = pressed.get(island)
  pressed.delete(island)
  return button
}
