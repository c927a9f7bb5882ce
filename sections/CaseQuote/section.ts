import { defineSection } from '../defineSection.ts'
import { caseQuoteSchema, type CaseQuoteSection } from './schema.ts'

export default defineSection<CaseQuoteSection>({
  schema: caseQuoteSchema,
  hydration: 'static',
})
