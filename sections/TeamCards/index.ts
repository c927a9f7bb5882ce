export { default } from './TeamCards.tsx'
