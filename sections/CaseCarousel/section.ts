import { defineSection } from '../defineSection.ts'
import { caseCarouselSchema, type CaseCarouselSection } from './schema.ts'

export default defineSection<CaseCarouselSection>({
  schema: caseCarouselSchema,
  // Case filter, carousel with autoplay, "+N more" tag toggles.
  hydration: 'interactive',
  startsNear: {
    reason: 'Skifter selv til næste case hvert 5. sekund fra 768 px, medmindre den besøgende har bedt om mindre bevægelse.',
    when: () => ({ media: '(min-width: 768px) and (prefers-reduced-motion: no-preference)' }),
  },
})
