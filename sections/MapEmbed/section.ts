import { defineSection } from '../defineSection.ts'
import { mapEmbedSchema, type MapEmbedSection } from './schema.ts'

export default defineSection<MapEmbedSection>({
  schema: mapEmbedSchema,
  // Shows the map only once the visitor allows the purpose it needs, and removes it when
  // they withdraw.
  hydration: 'interactive',
  startsNear: {
    reason: 'Viser kortet fra udbyderen, så snart det er i nærheden af skærmen og den besøgende har tilladt de cookies, det kræver.',
    when: (_section, site) => ({ consent: site.consent.embeds.map.purpose }),
  },
})
