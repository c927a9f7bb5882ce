import { defineSection } from '../defineSection.ts'
import { cookieOverviewSchema, type CookieOverviewSection } from './schema.ts'

export default defineSection<CookieOverviewSection>({
  schema: cookieOverviewSchema,
  hydration: 'static',
})
