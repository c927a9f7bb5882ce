export { default } from './CaseCta.tsx'
