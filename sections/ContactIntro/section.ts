import { defineSection } from '../defineSection.ts'
import { contactIntroSchema, type ContactIntroSection } from './schema.ts'

export default defineSection<ContactIntroSection>({
  schema: contactIntroSchema,
  hydration: 'static',
})
