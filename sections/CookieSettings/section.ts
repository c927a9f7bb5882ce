import { defineSection } from '../defineSection.ts'
import { cookieSettingsSchema, type CookieSettingsSection } from './schema.ts'

export default defineSection<CookieSettingsSection>({
  schema: cookieSettingsSchema,
  // A button opens the preferences dialog.
  hydration: 'interactive',
})
