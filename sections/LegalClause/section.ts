import { defineSection } from '../defineSection.ts'
import { legalClauseSchema, type LegalClauseSection } from './schema.ts'

export default defineSection<LegalClauseSection>({
  schema: legalClauseSchema,
  hydration: 'static',
})
