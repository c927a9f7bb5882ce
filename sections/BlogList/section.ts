import { defineSection } from '../defineSection.ts'
import { blogListSchema, type BlogListSection } from './schema.ts'

export default defineSection<BlogListSection>({
  schema: blogListSchema,
  // Search, category filter and URL state.
  hydration: 'interactive',
  startsNear: {
    reason: 'Viser de artikler, som adressens søgning eller kategori beder om (?q= og ?kategori=), så snart listen ses.',
    when: () => ({ query: ['q', 'kategori'] }),
  },
})
