export { default } from './CaseGallery.tsx'
