export { default } from './TeamProfile.tsx'
