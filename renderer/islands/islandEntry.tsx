// The islands' code in the browser: the boot script (head/boot.ts) imports this module when an island
// is about to start and calls startIsland with its element. React comes with it, once per page.
// The React plugin's preamble first (empty in a build): the dev server's components expect it.
import '@vitejs/plugin-react/preamble'
import { startTransition, type ComponentType } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { ISLAND } from '../../site/islandAttributes.ts'
import { IslandRoot } from './IslandRoot.tsx'
import { nextTask } from '../../site/loading.ts'

/** Every module an island may be rendered from (renderer/islands/Island.tsx names one), each a chunk of its own. */
const modules = import.meta.glob<{ default: ComponentType<object> }>([
  '../../sections/*/index.ts',
  '../../components/*/*.island.ts',
  '../../consent/*/*.island.ts',
])

/**
 * Hydrates the island held by `element` as a React root of its own, with the id prefix and props
 * the server rendered it with, in a task of its own once its code is here. `takePress` hands over the
 * button the visitor pressed in it before (head/boot.ts stops watching it then: from then on React
 * answers, a press made while it hydrates included). An island whose code cannot be loaded stays as
 * prerendered, and its HTML works on its own.
 */
export async function startIsland(element: HTMLElement, takePress: () => Element | undefined = () => undefined): Promise<void> {
  const id = element.getAttribute(ISLAND.id) ?? ''
  const module = element.getAttribute(ISLAND.module) ?? ''
  try {
    const load = modules[`../../${module}`]
    if (!load) throw new Error(`no island module ${module}`)
    const props = JSON.parse(element.getAttribute(ISLAND.props) ?? '{}') as object
    const { default: Component } = await load()
    await nextTask()
    const pressed = takePress()
    const island = (
      <IslandRoot id={id} element={element} pressed={pressed}>
        <Component {...props} />
      </IslandRoot>
    )
    startTransition(() => void hydrateRoot(element, island, { identifierPrefix: ISLAND.prefix(id) }))
  } catch (error) {
    console.warn(`The island "${id}" stays as prerendered: its code could not be loaded`, error)
  }
}
