import { defineSection } from '../defineSection.ts'
import { pageIntroSchema, type PageIntroSection } from './schema.ts'

export default defineSection<PageIntroSection>({
  schema: pageIntroSchema,
  hydration: 'static',
})
