export { ConsentLayer } from './ConsentLayer.tsx'
export { ConsentSettingsButton } from './ConsentSettingsButton.tsx'

/** For the head's <noscript>: the banner is hidden without JavaScript, so the room kept for it goes too. */
export const noScriptConsentCss = 'html:not([data-consent]) body{padding-bottom:0!important}'
