import { defineSection } from '../defineSection.ts'
import { caseListSchema, type CaseListSection } from './schema.ts'

export default defineSection<CaseListSection>({
  schema: caseListSchema,
  hydration: 'static',
})
