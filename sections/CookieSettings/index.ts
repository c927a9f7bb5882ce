import type { SectionComponent } from '../types.ts'
import CookieSettings from './CookieSettings.tsx'

export default CookieSettings satisfies SectionComponent<'cookieSettings'>
