import { LAYOUT_IDS } from '../../site/layoutIds.ts'
import { SiteHeader } from './SiteHeader.tsx'

export { SiteHeader }

/** The header as the layout's island: its id, the module the browser loads it from (default export: SiteHeader) and the component. */
export const siteHeaderIsland = { id: LAYOUT_IDS.header, module: 'components/SiteHeader/SiteHeader.island.ts', Component: SiteHeader }
