import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { PREFERENCES_COOKIE, readCookiePreferences } from '../../consent/cookiePreferences.ts'
import { render } from '../../tests/render.tsx'
import CookieSettings from './CookieSettings.tsx'

const props = { id: 'cookie-indstillinger', type: 'cookieSettings', title: 'Dine cookievalg', text: 'Se og skift dine valg.', buttonLabel: 'Administrer Cookie Præferencer' } as const

describe('CookieSettings', () => {
  beforeEach(() => {
    document.cookie = `${PREFERENCES_COOKIE}=; Max-Age=0; Path=/`
  })

  it('opens the preferences dialog from the "Administrer Cookie Præferencer" button', async () => {
    render(<CookieSettings {...props} />)
    await userEvent.click(screen.getByRole('button', { name: 'Administrer Cookie Præferencer' }))
    const dialog = await screen.findByRole('dialog', { name: 'Cookieindstillinger' })
    expect(dialog).toBeInTheDocument()
    expect(screen.getByRole('checkbox', { name: /Nødvendige/ })).toBeDisabled()
    expect(screen.getByRole('checkbox', { name: /Statistik/ })).not.toBeChecked()
  })

  it('saves the choices in the cookie_preferences cookie and confirms it', async () => {
    render(<CookieSettings {...props} />)
    await userEvent.click(screen.getByRole('button', { name: 'Administrer Cookie Præferencer' }))
    await userEvent.click(await screen.findByRole('checkbox', { name: /Statistik/ }))
    await userEvent.click(screen.getByRole('button', { name: 'Gem mine valg' }))
    expect(readCookiePreferences()).toEqual({ preferences: false, statistics: true, marketing: false })
    expect(screen.getByRole('status')).toHaveTextContent('Dine cookievalg er gemt.')
  })

  it('shows the saved choices when opened again, and cancelling changes nothing', async () => {
    document.cookie = `${PREFERENCES_COOKIE}=${encodeURIComponent(JSON.stringify({ marketing: true }))}; Path=/`
    render(<CookieSettings {...props} />)
    await userEvent.click(screen.getByRole('button', { name: 'Administrer Cookie Præferencer' }))
    const marketing = await screen.findByRole('checkbox', { name: /Marketing/ })
    expect(marketing).toBeChecked()
    await userEvent.click(marketing)
    await userEvent.click(screen.getByRole('button', { name: 'Annuller' }))
    expect(readCookiePreferences().marketing).toBe(true)
  })
})
