import { NotFound } from '../components/NotFound/index.ts'
import { SiteHeader } from '../components/SiteHeader/index.ts'
import { ConsentLayer, ConsentSettingsButton } from '../consent/ConsentLayer/index.ts'
import { LAYOUT_IDS } from '../site/layoutIds.ts'

/**
 * The islands of the layout and of the error page, each declared here once: its id, the module the
 * browser loads it from (relative to the project root; its default export is the component, which
 * tests/unit/layoutIslands.test.ts holds to) and the component the server renders.
 */
export const layoutIslands = {
  header: { id: LAYOUT_IDS.header, module: 'components/SiteHeader/SiteHeader.island.ts', Component: SiteHeader },
  consent: { id: LAYOUT_IDS.consent, module: 'consent/ConsentLayer/ConsentLayer.island.ts', Component: ConsentLayer },
  consentSettings: { id: LAYOUT_IDS.consentSettings, module: 'consent/ConsentLayer/ConsentSettingsButton.island.ts', Component: ConsentSettingsButton },
  notFound: { id: LAYOUT_IDS.notFound, module: 'components/NotFound/NotFound.island.ts', Component: NotFound },
}
