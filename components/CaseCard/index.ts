export { CaseCard, caseCardTags, type CaseCardCase, type CaseCardProps } from './CaseCard.tsx'
