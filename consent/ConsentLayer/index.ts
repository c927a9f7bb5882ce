import { LAYOUT_IDS } from '../../site/layoutIds.ts'
import { ConsentLayer } from './ConsentLayer.tsx'
import { ConsentSettingsButton } from './ConsentSettingsButton.tsx'

export { ConsentLayer, ConsentSettingsButton }

/** The consent banner and dialog as the layout's island: its id, the module the browser loads it from (default export: ConsentLayer) and the component. */
export const consentLayerIsland = { id: LAYOUT_IDS.consent, module: 'consent/ConsentLayer/ConsentLayer.island.ts', Component: ConsentLayer }

/** The footer's consent settings button as an island of its own: id, module (default export: ConsentSettingsButton) and component. */
export const consentSettingsIsland = {
  id: LAYOUT_IDS.consentSettings,
  module: 'consent/ConsentLayer/ConsentSettingsButton.island.ts',
  Component: ConsentSettingsButton,
}

/** For the head's <noscript>: the banner is hidden without JavaScript, so the room kept for it goes too. */
export const noScriptConsentCss = 'html:not([data-consent]) body{padding-bottom:0!important}'
