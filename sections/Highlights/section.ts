import { defineSection } from '../defineSection.ts'
import { highlightsSchema, type HighlightsSection } from './schema.ts'

export default defineSection<HighlightsSection>({
  schema: highlightsSchema,
  hydration: 'static',
})
