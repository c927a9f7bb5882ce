import type { SectionComponent } from '../types.ts'
import CaseVideo from './CaseVideo.tsx'

export default CaseVideo satisfies SectionComponent<'caseVideo'>
