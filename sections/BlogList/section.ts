import { defineSection } from '../defineSection.ts'
import { blogListSchema, type BlogListSection } from './schema.ts'

export default defineSection<BlogListSection>({
  schema: blogListSchema,
  // Search, category filter and URL state.
  hydration: 'interactive',
})
