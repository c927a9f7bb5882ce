import type { SectionComponent } from '../types.ts'
import SitePreview from './SitePreview.tsx'

export default SitePreview satisfies SectionComponent<'sitePreview'>
