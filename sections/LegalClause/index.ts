export { default } from './LegalClause.tsx'
