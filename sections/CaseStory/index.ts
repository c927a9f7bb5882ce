export { default } from './CaseStory.tsx'
