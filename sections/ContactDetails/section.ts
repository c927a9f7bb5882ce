import { defineSection } from '../defineSection.ts'
import { contactDetailsSchema, type ContactDetailsSection } from './schema.ts'

export default defineSection<ContactDetailsSection>({
  schema: contactDetailsSchema,
  // The e-mail copy button.
  hydration: 'interactive',
})
