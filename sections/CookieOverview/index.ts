import type { SectionComponent } from '../types.ts'
import CookieOverview from './CookieOverview.tsx'

export default CookieOverview satisfies SectionComponent<'cookieOverview'>
