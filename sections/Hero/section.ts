import { defineSection } from '../defineSection.ts'
import { heroSchema, type HeroSection } from './schema.ts'

export default defineSection<HeroSection>({
  schema: heroSchema,
  hydration: 'static',
})
