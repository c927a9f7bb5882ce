import { defineSection } from '../defineSection.ts'
import { creativeGallerySchema, type CreativeGallerySection } from './schema.ts'

export default defineSection<CreativeGallerySection>({
  schema: creativeGallerySchema,
  // Previous/next buttons and swipe move through the creatives.
  hydration: 'interactive',
})
