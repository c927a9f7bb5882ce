import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { readConsent } from '../../consent/consentCookie.ts'
import { site } from '../../site/index.ts'
import { forgetConsent, storeConsent } from '../../tests/consent.ts'
import { render } from '../../tests/render.tsx'

const props = {
  id: 'cookie-indstillinger',
  type: 'cookieSettings',
  title: 'Dine cookievalg',
  text: 'Du kan altid se og ændre dine cookievalg.',
  buttonLabel: 'Administrer Cookie Præferencer',
} as const

/** The section on the cookie policy page, with the page's consent layer, on a fresh consent store (as on a page load). */
async function renderPolicy() {
  vi.resetModules()
  const [{ default: CookieSettings }, { ConsentLayer }] = await Promise.all([import('./CookieSettings.tsx'), import('../../consent/ConsentLayer/index.ts')])
  render(
    <>
      <CookieSettings {...props} />
      <ConsentLayer />
    </>,
  )
}

async function openDialog() {
  await userEvent.click(screen.getByRole('button', { name: 'Administrer Cookie Præferencer' }))
  return screen.findByRole('dialog', { name: 'Cookieindstillinger' })
}

/** The switch the visible text `label` labels. */
const switchFor = (dialog: HTMLElement, label: string) => within(dialog).getByText(label, { exact: true }).closest('label')!.control as HTMLInputElement

describe('CookieSettings', () => {
  beforeEach(() => {
    forgetConsent()
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2026-11-23T10:00:00.000Z'))
  })

  afterEach(() => {
    vi.useRealTimers()
  })

  it('shows the block with its button, and that nothing has been chosen yet', async () => {
    await renderPolicy()
    expect(screen.getByRole('heading', { level: 2, name: 'Dine cookievalg' })).toBeInTheDocument()
    expect(screen.getByText('Du har ikke truffet et valg endnu.')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Administrer Cookie Præferencer' })).toHaveAttribute('aria-haspopup', 'dialog')
  })

  it('"Administrer Cookie Præferencer" opens the preferences dialog', async () => {
    await renderPolicy()
    const dialog = await openDialog()
    expect(switchFor(dialog, 'Nødvendige (altid slået til)')).toBeDisabled()
    expect(switchFor(dialog, 'Marketing')).not.toBeChecked()
  })

  it('after allowing preferences, says what is allowed and when it was saved', async () => {
    await renderPolicy()
    const dialog = await openDialog()
    await userEvent.click(switchFor(dialog, 'Præferencer'))
    await userEvent.click(within(dialog).getByRole('button', { name: 'Gem mine valg' }))
    expect(await screen.findByText('Du har tilladt: Nødvendige, Præferencer. Valget er gemt 23. november 2026.')).toBeInTheDocument()
    expect(readConsent(document.cookie, site.consent)?.choices).toEqual({ preferences: true, statistics: false, marketing: false })
  })

  it('after "Afvis alle", says only necessary cookies are allowed', async () => {
    await renderPolicy()
    const dialog = await openDialog()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Afvis alle' }))
    expect(await screen.findByText('Du har kun tilladt nødvendige cookies. Valget er gemt 23. november 2026.')).toBeInTheDocument()
  })

  it('shows a returning visitor the choice they made earlier, with its date', async () => {
    vi.setSystemTime(new Date('2026-03-05T10:00:00.000Z'))
    storeConsent({ marketing: true })
    vi.setSystemTime(new Date('2026-11-23T10:00:00.000Z'))
    await renderPolicy()
    expect(screen.getByText('Du har tilladt: Nødvendige, Marketing. Valget er gemt 5. marts 2026.')).toBeInTheDocument()
    const dialog = await openDialog()
    expect(switchFor(dialog, 'Marketing')).toBeChecked()
    expect(switchFor(dialog, 'Præferencer')).not.toBeChecked()
  })

  it('withdrawing from the dialog updates the line at once', async () => {
    storeConsent('all')
    await renderPolicy()
    // No statistics tag is configured, but the site measures its speed with consent to statistics: it is offered and allowed.
    expect(screen.getByText('Du har tilladt: Nødvendige, Præferencer, Statistik, Marketing. Valget er gemt 23. november 2026.')).toBeInTheDocument()
    vi.setSystemTime(new Date('2026-11-24T10:00:00.000Z'))
    const dialog = await openDialog()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Afvis alle' }))
    expect(await screen.findByText('Du har kun tilladt nødvendige cookies. Valget er gemt 24. november 2026.')).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  })
})
