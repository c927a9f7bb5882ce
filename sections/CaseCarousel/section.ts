import { defineSection } from '../defineSection.ts'
import { caseCarouselSchema, type CaseCarouselSection } from './schema.ts'

export default defineSection<CaseCarouselSection>({
  schema: caseCarouselSchema,
  // Case filter, carousel with autoplay, "+N more" tag toggles.
  hydration: 'interactive',
})
