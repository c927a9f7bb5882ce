export { default } from './CookieSettings.tsx'
