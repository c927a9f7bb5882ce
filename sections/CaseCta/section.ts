import { defineSection } from '../defineSection.ts'
import { caseCtaSchema, type CaseCtaSection } from './schema.ts'

export default defineSection<CaseCtaSection>({
  schema: caseCtaSchema,
  hydration: 'static',
})
