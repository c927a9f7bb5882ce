import { defineSection } from '../defineSection.ts'
import { websiteShowcaseSchema, type WebsiteShowcaseSection } from './schema.ts'

export default defineSection<WebsiteShowcaseSection>({
  schema: websiteShowcaseSchema,
  // Each live site loads in its preview only when the visitor presses "Vis live".
  hydration: 'interactive',
})
