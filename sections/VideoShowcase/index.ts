export { default } from './VideoShowcase.tsx'
