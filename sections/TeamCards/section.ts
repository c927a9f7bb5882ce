import { defineSection } from '../defineSection.ts'
import { teamCardsSchema, type TeamCardsSection } from './schema.ts'

export default defineSection<TeamCardsSection>({
  schema: teamCardsSchema,
  // Read more / read less per bio and the e-mail copy button with its toast. Below the fold on the home page: hydrates when near.
  hydration: 'interactive',
})
