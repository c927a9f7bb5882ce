import { act, render as rtlRender, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderToString } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import { site } from '../../site/index.ts'
import { render } from '../../tests/render.tsx'
import { SiteHeader } from './SiteHeader.tsx'

// Light dismiss (outside click, Escape), focus return and visibility are the browser's: see
// tests/e2e/navigation.spec.ts and tests/e2e/noJavaScript.spec.ts. jsdom gets a minimal
// Popover API in tests/setup.ts, so these tests cover what React adds.

const desktopNav = () => screen.getByRole('navigation', { name: 'Hovednavigation' })
const servicesButton = () => within(desktopNav()).getByRole('button', { name: 'Services' })
const popoverOf = (button: HTMLElement) => document.getElementById(button.getAttribute('popovertarget')!)!

describe('SiteHeader', () => {
  it('links the logo home and shows the main links, marking the page it is given as the current one', () => {
    render(<SiteHeader urlPathname="/team" />)
    const logo = screen.getByRole('link', { name: /Klikværk/ })
    expect(logo).toHaveAttribute('href', '/')
    expect(logo).not.toHaveAttribute('aria-current')
    const links = within(desktopNav())
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'))
    expect(links).toEqual(['/cases', '/om-os', '/team', '/blog'])
    expect(within(desktopNav()).getByRole('link', { name: 'Team' })).toHaveAttribute('aria-current', 'page')
    expect(within(desktopNav()).getByRole('link', { name: 'Blog' })).not.toHaveAttribute('aria-current')
  })

  it('marks the logo as the current page on the home page', () => {
    render(<SiteHeader urlPathname="/" />)
    expect(screen.getByRole('link', { name: /Klikværk/ })).toHaveAttribute('aria-current', 'page')
    expect(within(desktopNav()).queryAllByRole('link', { current: 'page' })).toEqual([])
  })

  it('has the call to action "Dialog og kaffe?" to /kontakt', () => {
    render(<SiteHeader urlPathname="/" />)
    const [cta] = screen.getAllByRole('link', { name: 'Dialog og kaffe?' })
    expect(cta).toHaveAttribute('href', '/kontakt')
  })

  it('prerenders both menus as native popovers their buttons open without JavaScript, closed', () => {
    const page = new DOMParser().parseFromString(renderToString(<SiteHeader urlPathname="/" />), 'text/html')
    const buttons = [...page.querySelectorAll('button')]
    expect(buttons.map((b) => b.textContent || b.getAttribute('aria-label'))).toEqual(['Services', 'Menu'])
    for (const button of buttons) {
      const popover = page.getElementById(button.getAttribute('popovertarget') ?? '')
      expect(popover?.getAttribute('popover')).toBe('auto')
      expect(button.getAttribute('aria-controls')).toBe(popover?.id)
      // HTML forbids aria-expanded beside popovertarget: the browser derives the state from the popover.
      expect(button.hasAttribute('aria-expanded')).toBe(false)
    }
  })

  it('hydrates the prerendered markup without a mismatch', () => {
    const container = document.createElement('div')
    container.innerHTML = renderToString(<SiteHeader urlPathname="/" />)
    document.body.append(container)
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    try {
      rtlRender(<SiteHeader urlPathname="/" />, { container, hydrate: true })
      expect(errors).not.toHaveBeenCalled()
      expect(popoverOf(servicesButton())).not.toBeVisible()
    } finally {
      errors.mockRestore()
    }
  })

  it('opens the services dropdown with the nine service pages', async () => {
    render(<SiteHeader urlPathname="/" />)
    expect(popoverOf(servicesButton())).not.toBeVisible()
    await userEvent.click(servicesButton())
    expect(popoverOf(servicesButton())).toBeVisible()
    const list = popoverOf(servicesButton())
    expect(servicesButton()).toHaveAttribute('aria-controls', list.id)
    const hrefs = within(list)
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'))
    expect(hrefs).toEqual(['/services', ...site.navigation.services.map((s) => s.href)])
    expect(hrefs).toHaveLength(10)
    // The browser closes it on an outside click or Escape.
    act(() => list.hidePopover())
    expect(popoverOf(servicesButton())).not.toBeVisible()
  })

  it('closes the dropdown when an item is chosen', async () => {
    render(<SiteHeader urlPathname="/" />)
    await userEvent.click(servicesButton())
    await userEvent.click(within(popoverOf(servicesButton())).getByRole('link', { name: 'Google Ads' }))
    expect(popoverOf(servicesButton())).not.toBeVisible()
  })

  it('is usable with the keyboard alone: Enter opens, Tab reaches the items, leaving closes', async () => {
    render(<SiteHeader urlPathname="/" />)
    servicesButton().focus()
    await userEvent.keyboard('{Enter}')
    expect(popoverOf(servicesButton())).toBeVisible()
    await userEvent.tab()
    expect(screen.getByRole('link', { name: 'Alle services' })).toHaveFocus()
    for (let i = 0; i < 10; i++) await userEvent.tab()
    expect(popoverOf(servicesButton())).not.toBeVisible()
  })

  it('toggles the mobile menu, its button keeping one name (its state speaks), and closes it when a link is chosen', async () => {
    render(<SiteHeader urlPathname="/" />)
    const toggle = screen.getByRole('button', { name: 'Menu' })
    expect(popoverOf(toggle)).not.toBeVisible()
    const menu = popoverOf(toggle)
    expect(toggle).toHaveAttribute('aria-controls', menu.id)
    await userEvent.click(toggle)
    expect(popoverOf(toggle)).toBeVisible()
    expect(toggle).toHaveAccessibleName('Menu')
    expect(
      within(menu)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual([...site.navigation.main.map((l) => l.href), '/services', ...site.navigation.services.map((s) => s.href), '/kontakt'])
    await userEvent.click(within(menu).getByRole('link', { name: 'Blog' }))
    expect(popoverOf(toggle)).not.toBeVisible()
    expect(toggle).toHaveAccessibleName('Menu')
  })
})
