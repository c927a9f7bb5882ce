import { setupServer } from 'msw/node'
import { handlers } from './handlers.ts'

/** msw for tests running in Node (vitest): start with `onUnhandledFrame: 'error'`. */
export const server = setupServer(...handlers)
