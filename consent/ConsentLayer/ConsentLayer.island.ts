// The consent banner and dialog as an island (islands/): it starts at the visitor's first
// interaction with the banner, or when the dialog is opened from elsewhere (consent/consentStore.ts).
export { ConsentLayer as default } from './ConsentLayer.tsx'
