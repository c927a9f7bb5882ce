import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { site } from '../../site/index.ts'
import { render } from '../../tests/render.tsx'
import { SiteHeader } from './SiteHeader.tsx'

vi.mock('vike-react/usePageContext', () => ({ usePageContext: () => ({ urlPathname: '/team' }) }))

const desktopNav = () => screen.getByRole('navigation', { name: 'Hovednavigation' })
const servicesButton = () => within(desktopNav()).getByRole('button', { name: 'Services' })

describe('SiteHeader', () => {
  it('links the logo home and shows the main links, marking the current page', () => {
    render(<SiteHeader />)
    expect(screen.getByRole('link', { name: /Klikværk/ })).toHaveAttribute('href', '/')
    const links = within(desktopNav()).getAllByRole('link').map((a) => a.getAttribute('href'))
    expect(links).toEqual(['/cases', '/om-os', '/team', '/blog'])
    expect(within(desktopNav()).getByRole('link', { name: 'Team' })).toHaveAttribute('aria-current', 'page')
  })

  it('has the call to action "Dialog og kaffe?" to /kontakt', () => {
    render(<SiteHeader />)
    const [cta] = screen.getAllByRole('link', { name: 'Dialog og kaffe?' })
    expect(cta).toHaveAttribute('href', '/kontakt')
  })

  it('opens the services dropdown with the nine service pages', async () => {
    render(<SiteHeader />)
    expect(servicesButton()).toHaveAttribute('aria-expanded', 'false')
    await userEvent.click(servicesButton())
    expect(servicesButton()).toHaveAttribute('aria-expanded', 'true')
    const list = document.getElementById(servicesButton().getAttribute('aria-controls')!)!
    const hrefs = within(list).getAllByRole('link').map((a) => a.getAttribute('href'))
    expect(hrefs).toEqual(['/services', ...site.navigation.services.map((s) => s.href)])
    expect(hrefs).toHaveLength(10)
  })

  it('closes the dropdown on Escape and returns focus to its button', async () => {
    render(<SiteHeader />)
    await userEvent.click(servicesButton())
    await userEvent.keyboard('{Escape}')
    expect(servicesButton()).toHaveAttribute('aria-expanded', 'false')
    expect(servicesButton()).toHaveFocus()
  })

  it('closes the dropdown on an outside click', async () => {
    render(<SiteHeader />)
    await userEvent.click(servicesButton())
    await userEvent.click(document.body)
    expect(servicesButton()).toHaveAttribute('aria-expanded', 'false')
  })

  it('closes the dropdown when an item is chosen', async () => {
    render(<SiteHeader />)
    await userEvent.click(servicesButton())
    const list = document.getElementById(servicesButton().getAttribute('aria-controls')!)!
    await userEvent.click(within(list).getByRole('link', { name: 'Google Ads' }))
    expect(servicesButton()).toHaveAttribute('aria-expanded', 'false')
  })

  it('is usable with the keyboard alone: Enter opens, Tab reaches the items, leaving closes', async () => {
    render(<SiteHeader />)
    servicesButton().focus()
    await userEvent.keyboard('{Enter}')
    expect(servicesButton()).toHaveAttribute('aria-expanded', 'true')
    await userEvent.tab()
    expect(screen.getByRole('link', { name: 'Alle services' })).toHaveFocus()
    for (let i = 0; i < 10; i++) await userEvent.tab()
    expect(servicesButton()).toHaveAttribute('aria-expanded', 'false')
  })

  it('toggles the mobile menu with aria-expanded and closes it when a link is chosen', async () => {
    render(<SiteHeader />)
    const toggle = screen.getByRole('button', { name: 'Åbn menu' })
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    const menu = document.getElementById(toggle.getAttribute('aria-controls')!)!
    expect(menu).not.toBeVisible()
    await userEvent.click(toggle)
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    expect(toggle).toHaveAccessibleName('Luk menu')
    expect(menu).toBeVisible()
    expect(within(menu).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual([
      ...site.navigation.main.map((l) => l.href),
      '/services',
      ...site.navigation.services.map((s) => s.href),
      '/kontakt',
    ])
    await userEvent.click(within(menu).getByRole('link', { name: 'Blog' }))
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    expect(menu).not.toBeVisible()
  })

  it('closes the mobile menu on Escape', async () => {
    render(<SiteHeader />)
    const toggle = screen.getByRole('button', { name: 'Åbn menu' })
    await userEvent.click(toggle)
    await userEvent.keyboard('{Escape}')
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    expect(toggle).toHaveFocus()
  })
})
