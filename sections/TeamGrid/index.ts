export { default } from './TeamGrid.tsx'
