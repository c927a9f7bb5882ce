export { default } from './CaseHero.tsx'
