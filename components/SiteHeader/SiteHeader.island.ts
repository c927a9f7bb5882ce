// The header as an island (islands/): it starts at the visitor's first interaction with it.
export { SiteHeader as default } from './SiteHeader.tsx'
