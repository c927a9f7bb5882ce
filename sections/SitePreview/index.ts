export { default } from './SitePreview.tsx'
