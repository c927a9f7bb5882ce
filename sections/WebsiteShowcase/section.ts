import { defineSection } from '../defineSection.ts'
import { websiteShowcaseSchema, type WebsiteShowcaseSection } from './schema.ts'

export default defineSection<WebsiteShowcaseSection>({
  schema: websiteShowcaseSchema,
  // Each live preview loads only when it comes near the viewport (the browser's lazy
  // frames load thousands of pixels early: three whole websites with the page).
  hydration: 'interactive',
})
