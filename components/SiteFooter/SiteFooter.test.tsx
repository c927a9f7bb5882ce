import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { site } from '../../site/index.ts'
import { render } from '../../tests/render.tsx'
import { SiteFooter } from './SiteFooter.tsx'

describe('SiteFooter', () => {
  it('has the nine footer links in order', () => {
    render(<SiteFooter />)
    const nav = screen.getByRole('navigation', { name: 'Sidefodens links' })
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/om-os', '/team', '/cases', '/services', '/blog', '/kontakt', '/privatlivspolitik', '/servicevilkaar', '/cookie-politik'])
  })

  it('shows contact details and opening hours from the site config', () => {
    render(<SiteFooter />)
    expect(screen.getByRole('link', { name: site.phone })).toHaveAttribute('href', 'tel:+4512345678')
    expect(screen.getByRole('link', { name: site.email })).toHaveAttribute('href', `mailto:${site.email}`)
    expect(screen.getByText(/Man-fre 09:00-17:00/)).toBeInTheDocument()
    expect(screen.getByText(/Weekend efter aftale/)).toBeInTheDocument()
  })
})
