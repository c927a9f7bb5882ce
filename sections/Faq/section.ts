import { defineSection } from '../defineSection.ts'
import { faqSchema, type FaqSection } from './schema.ts'
import { structuredData } from './structuredData.ts'

export default defineSection<FaqSection>({
  schema: faqSchema,
  hydration: 'static',
  structuredData,
})
