import { defineSection } from '../defineSection.ts'
import { teamCardsSchema, type TeamCardsSection } from './schema.ts'

export default defineSection<TeamCardsSection>({
  schema: teamCardsSchema,
  // Read more / read less per bio and the e-mail copy button with its toast.
  hydration: 'interactive',
  startsNear: {
    reason: 'Måler, om hver bio fylder mere end tre linjer, og viser i så fald "Læs mere", så snart kortene ses.',
    when: () => ({}),
  },
})
