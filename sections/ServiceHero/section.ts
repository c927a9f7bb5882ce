import { defineSection } from '../defineSection.ts'
import { serviceHeroSchema, type ServiceHeroSection } from './schema.ts'

export default defineSection<ServiceHeroSection>({
  schema: serviceHeroSchema,
  hydration: 'static',
})
