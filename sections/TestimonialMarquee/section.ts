import { defineSection } from '../defineSection.ts'
import { testimonialMarqueeSchema, type TestimonialMarqueeSection } from './schema.ts'

export default defineSection<TestimonialMarqueeSection>({
  schema: testimonialMarqueeSchema,
  // The pause switch, the pausing on hover and focus and the read-more toggles (<details>)
  // are native HTML and CSS.
  hydration: 'static',
})
