// The islands' code in the browser: the boot script (islands/boot/boot.ts) imports this module when an island
// is about to start and calls startIsland with its element. React comes with it, once per page.
// The React plugin's preamble first (empty in a build): the dev server's components expect it.
import '@vitejs/plugin-react/preamble'
import { startTransition, type ComponentType } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { ISLAND } from './islandAttributes.ts'
import { IslandRoot } from './IslandRoot.tsx'
import { nextTask } from './loading.ts'
import { addWholeStylesheets } from './wholeStylesheets.ts'

/** Every module an island may be rendered from (islands/Island.tsx names one), each a chunk of its own. */
const modules = import.meta.glob<{ default: ComponentType<object> }>(['../sections/*/index.ts', '../components/*/*.island.ts', '../consent/*/*.island.ts'])

/**
 * Hydrates the island held by `element` as a React root of its own, with the id prefix and props
 * the server rendered it with, in a task of its own once its code is here. `takePress` hands over the
 * button the visitor pressed in it before (islands/boot/boot.ts stops watching it then). Rejects when its code cannot be loaded: the boot
 * script then leaves it as prerendered, marked as failed.
 */
export async function startIsland(element: HTMLElement, takePress: () => Element | undefined = () => undefined): Promise<void> {
  const id = element.getAttribute(ISLAND.id) ?? ''
  const module = element.getAttribute(ISLAND.module) ?? ''
  const load = modules[`../${module}`]
  if (!load) throw new Error(`the island "${id}" names no island module: ${module}`)
  const props = JSON.parse(element.getAttribute(ISLAND.props) ?? '{}') as object
  const { default: Component } = await load()
  await nextTask()
  // From here React answers presses, but a button that works only once hydrated ignores them (the
  // contact form's Send is no submit button until then): such a press is kept too, to carry out once
  // the island is ready.
  let pressed = takePress()
  const keepIgnoredPress = (event: Event) => {
    const button = event.target instanceof Element && event.target.closest(`button[${ISLAND.pressLater}]`)
    if (button) pressed = button
  }
  element.addEventListener('click', keepIgnoredPress, true)
  const takePressAfterHydration = () => {
    element.removeEventListener('click', keepIgnoredPress, true)
    return pressed
  }
  const island = (
    <IslandRoot id={id} element={element} takePress={takePressAfterHydration}>
      <Component {...props} />
    </IslandRoot>
  )
  startTransition(() => void hydrateRoot(element, island, { identifierPrefix: ISLAND.prefix(id) }))
  void addWholeStylesheets()
}
