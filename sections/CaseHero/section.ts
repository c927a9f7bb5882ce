import { defineSection } from '../defineSection.ts'
import { caseHeroSchema, type CaseHeroSection } from './schema.ts'
import { structuredData } from './structuredData.ts'

export default defineSection<CaseHeroSection>({
  schema: caseHeroSchema,
  // The services toggle is a native <details>.
  hydration: 'static',
  structuredData,
})
