export { MantineScope } from './MantineScope.tsx'
