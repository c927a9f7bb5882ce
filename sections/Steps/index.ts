export { default } from './Steps.tsx'
