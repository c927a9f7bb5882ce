import { render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { NotFound } from './NotFound.tsx'

describe('NotFound', () => {
  it('shows 404, the message and a link home, and logs the unknown path', () => {
    window.history.pushState({}, '', '/findes-ikke')
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    render(<NotFound />)
    expect(screen.getByText('404')).toBeVisible()
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Oops! Page not found')
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/')
    expect(warn).toHaveBeenCalledWith('404 Error: User attempted to access non-existent route:', '/findes-ikke')
  })
})
