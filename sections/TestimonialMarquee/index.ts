export { default } from './TestimonialMarquee.tsx'
