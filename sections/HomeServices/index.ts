import type { SectionComponent } from '../types.ts'
import HomeServices from './HomeServices.tsx'

export default HomeServices satisfies SectionComponent<'homeServices'>
