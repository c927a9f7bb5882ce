export { default } from './HomeServices.tsx'
