import type { SectionComponent } from '../types.ts'
import ServicesOverview from './ServicesOverview.tsx'

export default ServicesOverview satisfies SectionComponent<'servicesOverview'>
