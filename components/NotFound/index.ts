import { LAYOUT_IDS } from '../../site/layoutIds.ts'
import { NotFound } from './NotFound.tsx'

export { NotFound }

/** The not-found page's island: its id, the module the browser loads it from (default export: NotFound) and the component. */
export const notFoundIsland = { id: LAYOUT_IDS.notFound, module: 'components/NotFound/NotFound.island.ts', Component: NotFound }
