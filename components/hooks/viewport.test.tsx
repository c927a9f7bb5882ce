import { act, render, screen } from '@testing-library/react'
import { useRef } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useNearViewport } from './useNearViewport.ts'
import { watchViewport, whenNearViewport } from './viewport.ts'
import { fakeObserver } from '../../tests/fakeIntersectionObserver.ts'

afterEach(() => vi.unstubAllGlobals())

describe('watchViewport', () => {
  it('reports each change with the margin and threshold asked for, and stops on clean-up', () => {
    const viewport = fakeObserver()
    const seen: boolean[] = []
    const stop = watchViewport(document.body, (inView) => seen.push(inView), { threshold: 0.5 })
    expect(viewport.observers[0]!.options).toEqual({ rootMargin: '0px', threshold: 0.5 })
    viewport.scroll(true)
    viewport.scroll(false)
    stop()
    viewport.scroll(true)
    expect(seen).toEqual([true, false])
  })

  it('counts the element as in view at once where there is no IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined)
    const seen: boolean[] = []
    watchViewport(document.body, (inView) => seen.push(inView))
    expect(seen).toEqual([true])
  })
})

describe('whenNearViewport', () => {
  it('calls back once, when the element first comes near, and stop watching', () => {
    const viewport = fakeObserver()
    const onNear = vi.fn()
    whenNearViewport(document.body, '400px 0px', onNear)
    viewport.scroll(false)
    expect(onNear).not.toHaveBeenCalled()
    viewport.scroll(true)
    viewport.scroll(true)
    expect(onNear).toHaveBeenCalledTimes(1)
    expect(viewport.observers[0]!.connected).toBe(false)
  })
})

function Probe() {
  const ref = useRef<HTMLDivElement>(null)
  const near = useNearViewport(ref, '200px 0px')
  return <div ref={ref}>{near ? 'near' : 'far'}</div>
}

describe('useNearViewport', () => {
  it('turns true when the element comes near and stays true when it leaves', () => {
    const viewport = fakeObserver()
    render(<Probe />)
    expect(screen.getByText('far')).toBeInTheDocument()
    act(() => viewport.scroll(true))
    expect(screen.getByText('near')).toBeInTheDocument()
    act(() => viewport.scroll(false))
    expect(screen.getByText('near')).toBeInTheDocument()
  })
})
