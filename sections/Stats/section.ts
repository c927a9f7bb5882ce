import { defineSection } from '../defineSection.ts'
import { statsSchema, type StatsSection } from './schema.ts'

export default defineSection<StatsSection>({
  schema: statsSchema,
  hydration: 'static',
})
