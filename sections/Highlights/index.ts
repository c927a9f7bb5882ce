export { default } from './Highlights.tsx'
