export { default } from './WebsiteShowcase.tsx'
