export { default } from './ServiceHero.tsx'
