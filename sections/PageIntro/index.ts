export { default } from './PageIntro.tsx'
