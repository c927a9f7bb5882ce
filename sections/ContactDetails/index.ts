import type { SectionComponent } from '../types.ts'
import ContactDetails from './ContactDetails.tsx'

export default ContactDetails satisfies SectionComponent<'contactDetails'>
