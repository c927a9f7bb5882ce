import { defineSection } from '../defineSection.ts'
import { callToActionSchema, type CallToActionSection } from './schema.ts'

export default defineSection<CallToActionSection>({
  schema: callToActionSchema,
  hydration: 'static',
})
