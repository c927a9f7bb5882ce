export type { DisplayTeamMember } from './contentSystem/types.ts'
