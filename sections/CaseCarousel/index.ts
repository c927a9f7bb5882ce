import type { SectionComponent } from '../types.ts'
import CaseCarousel from './CaseCarousel.tsx'

export default CaseCarousel satisfies SectionComponent<'caseCarousel'>
