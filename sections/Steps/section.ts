import { defineSection } from '../defineSection.ts'
import { stepsSchema, type StepsSection } from './schema.ts'

export default defineSection<StepsSection>({
  schema: stepsSchema,
  hydration: 'static',
})
