import { defineSection } from '../defineSection.ts'
import { contactFormSchema, type ContactFormSection } from './schema.ts'

export default defineSection<ContactFormSection>({
  schema: contactFormSchema,
  // The form and its submission. Until it has started, it keeps what the visitor types, and a
  // press on "Send besked" is carried out once it is ready.
  hydration: 'interactive',
})
