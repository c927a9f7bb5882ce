import { vi } from 'vitest'

/** A stand-in IntersectionObserver: `scroll(true)` brings every observed element into view. */
export function fakeObserver() {
  const observers: { callback: IntersectionObserverCallback; options?: IntersectionObserverInit; elements: Element[]; connected: boolean }[] = []
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      private record
      constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        this.record = { callback, options, elements: [] as Element[], connected: true }
        observers.push(this.record)
      }
      observe(element: Element) {
        this.record.elements.push(element)
      }
      disconnect() {
        this.record.connected = false
      }
    },
  )
  return {
    observers,
    scroll(inView: boolean) {
      for (const observer of observers.filter((candidate) => candidate.connected))
        observer.callback(
          observer.elements.map((target) => ({ target, isIntersecting: inView }) as IntersectionObserverEntry),
          observer as unknown as IntersectionObserver,
        )
    },
  }
}
