export { ErrorFallback, type ErrorFallbackProps } from './ErrorFallback.tsx'
