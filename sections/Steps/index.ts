import type { SectionComponent } from '../types.ts'
import Steps from './Steps.tsx'

export default Steps satisfies SectionComponent<'steps'>
