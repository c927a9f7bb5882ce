import { defineSection } from '../defineSection.ts'
import { servicesOverviewSchema, type ServicesOverviewSection } from './schema.ts'

export default defineSection<ServicesOverviewSection>({
  schema: servicesOverviewSchema,
  hydration: 'static',
})
