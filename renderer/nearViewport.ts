import { whenNearViewport } from '../components/hooks/viewport.ts'
import { LOAD_MARGIN } from '../site/loading.ts'

/** Resolves once the element with this id is within LOAD_MARGIN of the viewport (at once if it is missing). */
export function nearViewport(id: string): Promise<void> {
  const element = document.getElementById(id)
  return new Promise((resolve) => (element ? whenNearViewport(element, LOAD_MARGIN, resolve) : resolve()))
}

/** Whether the element with this id is within LOAD_MARGIN (its vertical part) of the viewport now; false if it is missing. */
export function isNearViewport(id: string): boolean {
  const { top, bottom } = document.getElementById(id)?.getBoundingClientRect() ?? { top: Infinity, bottom: Infinity }
  const margin = Number.parseInt(LOAD_MARGIN, 10)
  return top < innerHeight + margin && bottom > -margin
}
