export { default } from './Stats.tsx'
