import { defineSection } from '../defineSection.ts'
import { caseStorySchema, type CaseStorySection } from './schema.ts'

export default defineSection<CaseStorySection>({
  schema: caseStorySchema,
  hydration: 'static',
})
