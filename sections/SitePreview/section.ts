import { defineSection } from '../defineSection.ts'
import { sitePreviewSchema, type SitePreviewSection } from './schema.ts'

export default defineSection<SitePreviewSection>({
  schema: sitePreviewSchema,
  // Interactive only for its "Vis live" toggle.
  hydration: 'interactive',
})
