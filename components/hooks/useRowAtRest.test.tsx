import { act, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useRowAtRest } from './useRowAtRest.ts'

/** How far the row is scrolled: its items (300 px wide, no gap) start at 300 × index minus this. */
let scrolled = 0

function Row() {
  const [row, setRow] = useState<HTMLUListElement | null>(null)
  const restingOn = useRowAtRest(row, ':scope > li')
  return (
    <ul ref={setRow} aria-label={restingOn === undefined ? 'moving' : `at ${restingOn}`}>
      {[0, 1, 2].map((index) => (
        <li key={index} data-index={index} />
      ))}
    </ul>
  )
}

beforeEach(() => {
  scrolled = 0
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const index = this instanceof HTMLLIElement ? Number(this.dataset.index) : undefined
    return DOMRect.fromRect({ x: index === undefined ? 0 : index * 300 - scrolled, width: 300, height: 100 })
  })
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(900)
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(300)
})
afterEach(() => {
  vi.restoreAllMocks()
  vi.useRealTimers()
})

describe('useRowAtRest', () => {
  it('takes a row resting on an item over at once, at that item', () => {
    scrolled = 300
    render(<Row />)
    expect(screen.getByRole('list')).toHaveAccessibleName('at 1')
  })

  it('waits while a swipe still moves the row, and takes it over at the item it came to rest on (scrollend)', () => {
    scrolled = 120
    render(<Row />)
    const row = screen.getByRole('list')
    expect(row).toHaveAccessibleName('moving')
    scrolled = 300
    act(() => void row.dispatchEvent(new Event('scrollend')))
    expect(row).toHaveAccessibleName('at 1')
  })

  it('where the browser has no scrollend (Safari), takes the row over once it has not moved for a moment', () => {
    const scrollEnd = Object.getOwnPropertyDescriptor(window, 'onscrollend')!
    delete (window as Partial<Window>).onscrollend
    try {
      vi.useFakeTimers()
      scrolled = 120
      render(<Row />)
      const row = screen.getByRole('list')
      act(() => vi.advanceTimersByTime(100))
      scrolled = 600
      act(() => void row.dispatchEvent(new Event('scroll')))
      act(() => vi.advanceTimersByTime(100))
      expect(row).toHaveAccessibleName('moving')
      act(() => vi.advanceTimersByTime(100))
      expect(row).toHaveAccessibleName('at 2')
    } finally {
      Object.defineProperty(window, 'onscrollend', scrollEnd)
    }
  })
})
