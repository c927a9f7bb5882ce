import { defineSection } from '../defineSection.ts'
import { caseVideoSchema, type CaseVideoSection } from './schema.ts'

export default defineSection<CaseVideoSection>({
  schema: caseVideoSchema,
  // Plays while in view, pauses out of view and under reduced motion. Not the browser's own
  // autoplay: that loads the clip with the page (it overrides preload="none") and plays it under
  // reduced motion too.
  hydration: 'interactive',
  startsNear: {
    reason: 'Afspiller klippet lydløst, mens det er i billedet, medmindre den besøgende har bedt om mindre bevægelse.',
    when: () => ({ media: '(prefers-reduced-motion: no-preference)' }),
  },
})
