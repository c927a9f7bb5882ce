import type { SectionComponent } from '../types.ts'
import TestimonialMarquee from './TestimonialMarquee.tsx'

export default TestimonialMarquee satisfies SectionComponent<'testimonialMarquee'>
