export { default } from './CookieOverview.tsx'
