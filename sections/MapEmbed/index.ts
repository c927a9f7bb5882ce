export { default } from './MapEmbed.tsx'
