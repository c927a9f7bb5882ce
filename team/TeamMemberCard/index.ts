export { TeamMemberCard, type TeamMemberCardProps } from './TeamMemberCard.tsx'
