export { default } from './CaseList.tsx'
