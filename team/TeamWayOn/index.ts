export { CONTACT_HREF, TEAM_HREF, TeamWayOn, type TeamWayOnProps } from './TeamWayOn.tsx'
