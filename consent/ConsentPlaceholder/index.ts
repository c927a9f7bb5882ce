export { ConsentPlaceholder } from './ConsentPlaceholder.tsx'
