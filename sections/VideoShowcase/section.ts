import { defineSection } from '../defineSection.ts'
import { videoShowcaseSchema, type VideoShowcaseSection } from './schema.ts'

export default defineSection<VideoShowcaseSection>({
  schema: videoShowcaseSchema,
  // Choosing a video plays it in the player.
  hydration: 'interactive',
})
