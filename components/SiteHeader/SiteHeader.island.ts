// The header as an island (renderer/islands/): it starts at the visitor's first interaction with it.
export { SiteHeader as default } from './SiteHeader.tsx'
