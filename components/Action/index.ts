export { ActionButton, ActionLink, ActionLinks } from './Action.tsx'
