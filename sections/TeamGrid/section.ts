import { defineSection } from '../defineSection.ts'
import { teamGridSchema, type TeamGridSection } from './schema.ts'

export default defineSection<TeamGridSection>({
  schema: teamGridSchema,
  // Bio toggles, copy buttons, and the content system's members appended once loaded.
  hydration: 'interactive',
  startsNear: {
    reason: 'Henter de øvrige medarbejdere fra indholdssystemet, når der er sat et op.',
    when: (_section, site) => (site.teamContent ? {} : undefined),
  },
})
