export { default } from './CaseCarousel.tsx'
