import { useLayoutEffect, useState, type ComponentType } from 'react'

/**
 * A component whose code loads only once the one asking for it has hydrated, when `wanted`: undefined until its code is here, null if the
 * code cannot be loaded. Meanwhile, and after such a failure, the caller keeps rendering what it
 * prerendered, which works on its own. Unlike `lazy` inside `Suspense`, whose fallback is new
 * markup, nothing on the page is replaced while the code loads: a hydrated section keeps its
 * prerendered elements until the
 * component takes their place. The load starts at the commit (a layout effect), in the same task
 * as the hydration.
 */
export function useLoadedAfterHydration<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  wanted = true,
): ComponentType<P> | null | undefined {
  // In an object: a component is a function, which useState would call as an updater.
  const [loaded, setLoaded] = useState<{ Component: ComponentType<P> } | null>()
  useLayoutEffect(() => {
    if (!wanted) return
    let current = true
    load().then(
      (module) => current && setLoaded({ Component: module.default }),
      (error: unknown) => {
        console.warn('Code loaded after hydration could not be loaded; the prerendered markup stays', error)
        if (current) setLoaded(null)
      },
    )
    return () => {
      current = false
    }
  }, [load, wanted])
  return loaded === null ? null : loaded?.Component
}
