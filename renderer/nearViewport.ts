import { whenNearViewport } from '../components/hooks/viewport.ts'
import { LOAD_MARGIN } from '../site/loading.ts'

/** Resolves once the element with this id is within LOAD_MARGIN of the viewport (at once if it is missing). */
export function nearViewport(id: string): Promise<void> {
  const element = document.getElementById(id)
  return new Promise((resolve) => (element ? whenNearViewport(element, LOAD_MARGIN, resolve) : resolve()))
}
