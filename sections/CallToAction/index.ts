export { default } from './CallToAction.tsx'
