import type { SectionComponent } from '../types.ts'
import Faq from './Faq.tsx'

export default Faq satisfies SectionComponent<'faq'>
