export { default } from './RichText.tsx'
