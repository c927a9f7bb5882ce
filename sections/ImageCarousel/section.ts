import { defineSection } from '../defineSection.ts'
import { imageCarouselSchema, type ImageCarouselSection } from './schema.ts'

export default defineSection<ImageCarouselSection>({
  schema: imageCarouselSchema,
  // Previous/next buttons, arrow keys and swipe move the slides.
  hydration: 'interactive',
})
