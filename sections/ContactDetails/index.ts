export { default } from './ContactDetails.tsx'
