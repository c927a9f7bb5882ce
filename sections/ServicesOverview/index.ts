export { default } from './ServicesOverview.tsx'
