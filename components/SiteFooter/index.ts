export { SiteFooter } from './SiteFooter.tsx'
