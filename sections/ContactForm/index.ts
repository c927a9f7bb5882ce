export { default } from './ContactForm.tsx'
