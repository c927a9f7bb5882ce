export { default } from './ImageCarousel.tsx'
