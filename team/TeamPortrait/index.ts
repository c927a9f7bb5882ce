export { PORTRAIT_SIZE, TeamPortrait, type TeamPortraitProps } from './TeamPortrait.tsx'
