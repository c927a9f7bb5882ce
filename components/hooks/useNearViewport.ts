import { useEffect, useState, type RefObject } from 'react'
import { whenNearViewport } from './viewport.ts'

/** Whether the element has come within `margin` of the viewport (once true, it stays true). */
export function useNearViewport(ref: RefObject<Element | null>, margin: string): boolean {
  const [near, setNear] = useState(false)
  useEffect(() => {
    if (!ref.current || near) return
    return whenNearViewport(ref.current, margin, () => setNear(true))
  }, [ref, margin, near])
  return near
}
