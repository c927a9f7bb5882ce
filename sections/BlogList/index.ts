export { default } from './BlogList.tsx'
