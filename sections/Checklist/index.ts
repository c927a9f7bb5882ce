export { default } from './Checklist.tsx'
