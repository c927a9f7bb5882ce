import { defineSection } from '../defineSection.ts'
import { contactFormSchema, type ContactFormSection } from './schema.ts'

export default defineSection<ContactFormSection>({
  schema: contactFormSchema,
  // The form and its submission. Hydrates near the viewport: on /kontakt it sits below
  // the calendar, and until then it keeps what the visitor types and says it is getting ready.
  hydration: 'interactive',
})
