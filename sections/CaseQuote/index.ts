export { default } from './CaseQuote.tsx'
