export { default } from './OwnerCards.tsx'
