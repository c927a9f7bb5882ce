export { default } from './RelatedPages.tsx'
