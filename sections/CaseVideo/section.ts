import { defineSection } from '../defineSection.ts'
import { caseVideoSchema, type CaseVideoSection } from './schema.ts'

export default defineSection<CaseVideoSection>({
  schema: caseVideoSchema,
  // Plays while in view, pauses out of view and under reduced motion.
  hydration: 'interactive',
})
