import { useReducedMotion as useMantineReducedMotion } from '@mantine/hooks'

/**
 * Whether the visitor asks for less motion (prefers-reduced-motion), following changes. Read at once
 * on the client rather than after an effect, so nothing moves for a render before it is known; the
 * sections that use it only act on it in effects and handlers, never in their markup.
 */
export function useReducedMotion(): boolean {
  return useMantineReducedMotion(false, { getInitialValueInEffect: false })
}
