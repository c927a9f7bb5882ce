import { defineSection } from '../defineSection.ts'
import { caseGallerySchema, type CaseGallerySection } from './schema.ts'

export default defineSection<CaseGallerySection>({
  schema: caseGallerySchema,
  // A natively scrollable, focusable row of figures.
  hydration: 'static',
})
