import { defineSection } from '../defineSection.ts'
import { teamProfileSchema, type TeamProfileSection } from './schema.ts'
import { structuredData } from './structuredData.ts'

export default defineSection<TeamProfileSection>({
  schema: teamProfileSchema,
  // Copy buttons with toasts; without a built-in member, the content-system lookup.
  hydration: 'interactive',
  startsNear: {
    reason: 'En profil, der kun findes i indholdssystemet, læser adressen og henter medarbejderen derfra.',
    when: (section) => (section.member ? undefined : {}),
  },
  structuredData,
})
