export { default } from './CardGrid.tsx'
