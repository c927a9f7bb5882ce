export { SiteHeader } from './SiteHeader.tsx'
