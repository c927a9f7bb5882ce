export { default } from './Hero.tsx'
