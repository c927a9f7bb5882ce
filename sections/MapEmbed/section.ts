import { defineSection } from '../defineSection.ts'
import { mapEmbedSchema, type MapEmbedSection } from './schema.ts'

export default defineSection<MapEmbedSection>({
  schema: mapEmbedSchema,
  // Shows the map only once the visitor allows the purpose it needs, and removes it when
  // they withdraw. Hydrates near the viewport (at the foot of /kontakt).
  hydration: 'interactive',
})
