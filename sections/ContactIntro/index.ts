import type { SectionComponent } from '../types.ts'
import ContactIntro from './ContactIntro.tsx'

export default ContactIntro satisfies SectionComponent<'contactIntro'>
