import type { SectionComponent } from '../types.ts'
import Highlights from './Highlights.tsx'

export default Highlights satisfies SectionComponent<'highlights'>
