import type { SectionComponent } from '../types.ts'
import Checklist from './Checklist.tsx'

export default Checklist satisfies SectionComponent<'checklist'>
