import type { SectionComponent } from '../types.ts'
import ContactForm from './ContactForm.tsx'

export default ContactForm satisfies SectionComponent<'contactForm'>
