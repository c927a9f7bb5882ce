import type { SectionComponent } from '../types.ts'
import CaseGallery from './CaseGallery.tsx'

export default CaseGallery satisfies SectionComponent<'caseGallery'>
