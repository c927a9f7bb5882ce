import type { SectionComponent } from '../types.ts'
import CaseCta from './CaseCta.tsx'

export default CaseCta satisfies SectionComponent<'caseCta'>
