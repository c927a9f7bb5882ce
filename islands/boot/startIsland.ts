import { BOOT_ATTRIBUTES as ISLAND } from '../bootAttributes.ts'
import { entry } from './bootTag.ts'
import { afterGesture } from './gesture.ts'
import { fetchIslandFiles } from './islandFiles.ts'
import { keepPresses, takePress } from './keptPresses.ts'

/** What islands/islandEntry.tsx exports. */
interface IslandsModule {
  startIsland: (element: HTMLElement, takePress: () => Element | undefined) => Promise<void>
}

const started = new Set<Element>()

/**
 * Starts one island, once: fetches its files at once and runs them once the gesture is over, in a
 * task of its own after the next frame, so it never delays a paint. Its code gone (a newer deploy)
 * or broken, the island stays as prerendered and is marked so (`data-failed`), to say so where it can.
 */
export function startIsland(island: Element | null) {
  const code = entry
  if (!code || !(island instanceof HTMLElement) || started.has(island)) return
  started.add(island)
  keepPresses(island)
  const files = fetchIslandFiles(island)
  // Awaited once the gesture is over: a failure before then is not an unhandled one.
  files.catch(() => {})
  afterGesture(() =>
    requestAnimationFrame(() =>
      setTimeout(async () => {
        try {
          await files
          const islandsModule = (await import(code)) as IslandsModule
          await islandsModule.startIsland(island, () => takePress(island))
        } catch (error) {
          island.setAttribute(ISLAND.failed, '')
          console.warn(`boot: the island "${island.getAttribute(ISLAND.id)}" stays as prerendered`, error)
        }
      }, 0),
    ),
  )
}
