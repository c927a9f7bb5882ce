export { ExpertiseTags, type ExpertiseTagsProps } from './ExpertiseTags.tsx'
