import { defineSection } from '../defineSection.ts'
import { relatedPagesSchema, type RelatedPagesSection } from './schema.ts'

export default defineSection<RelatedPagesSection>({
  schema: relatedPagesSchema,
  hydration: 'static',
})
