import { defineSection } from '../defineSection.ts'
import { sitePreviewSchema, type SitePreviewSection } from './schema.ts'

export default defineSection<SitePreviewSection>({
  schema: sitePreviewSchema,
  // Requests the client's site only when the preview comes near the viewport.
  hydration: 'visible',
})
