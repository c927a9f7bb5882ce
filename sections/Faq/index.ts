export { default } from './Faq.tsx'
