export { ActionButton, ActionLink } from './Action.tsx'
