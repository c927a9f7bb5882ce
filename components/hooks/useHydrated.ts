import { useSyncExternalStore } from 'react'

const subscribe = () => () => {}

/**
 * False on the server and during hydration, true from the render right after hydration (and
 * at once when the component first renders on the client, after a client-side navigation).
 * The prerendered markup and the first client render agree, so there is no mismatch.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
}
