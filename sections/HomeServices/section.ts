import { defineSection } from '../defineSection.ts'
import { homeServicesSchema, type HomeServicesSection } from './schema.ts'

export default defineSection<HomeServicesSection>({
  schema: homeServicesSchema,
  hydration: 'static',
})
