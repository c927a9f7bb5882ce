export { default } from './ContactIntro.tsx'
