import { defineSection } from '../defineSection.ts'
import { checklistSchema, type ChecklistSection } from './schema.ts'

export default defineSection<ChecklistSection>({
  schema: checklistSchema,
  hydration: 'static',
})
