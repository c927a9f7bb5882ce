export { ConsentLayer } from './ConsentLayer.tsx'
export { ConsentSettingsButton } from './ConsentSettingsButton.tsx'
