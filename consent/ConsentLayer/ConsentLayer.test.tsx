import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { readConsent } from '../consentCookie.ts'
import { consentPurposes } from 'virtual:consent-purposes'
import { site } from '../../site/index.ts'
import { forgetConsent, storeConsent } from '../../tests/consent.ts'
import { render } from '../../tests/render.tsx'

/** The consent layer and the footer's button with a fresh consent store (a module singleton), as on a page load. */
async function renderPage() {
  vi.resetModules()
  const { ConsentLayer, ConsentSettingsButton } = await import('./index.ts')
  render(
    <>
      <main id="main" tabIndex={-1}>
        <h1>Forside</h1>
      </main>
      <footer>
        <ConsentSettingsButton />
      </footer>
      <ConsentLayer />
    </>,
  )
}

/** The decision in the cookie, as the next page load reads it (null: none). */
const stored = () => readConsent(document.cookie, site.consent)
const consentAttribute = () => document.documentElement.getAttribute('data-consent')
const banner = () => screen.queryByRole('region', { name: 'Cookiesamtykke' })

/** The switch the visible text `label` labels in the dialog. */
function switchFor(dialog: HTMLElement, label: string): HTMLInputElement {
  const control = within(dialog).getByText(label, { exact: true }).closest('label')?.control
  if (!(control instanceof HTMLInputElement) || control.getAttribute('role') !== 'switch') throw new Error(`No switch labelled "${label}"`)
  return control
}

/** What the dialog shows for each purpose offered, in the cookie policy's order: its switch's visible label and state. */
function purposeSwitches(dialog: HTMLElement) {
  const switches = within(dialog).getAllByRole('switch')
  return consentPurposes.map((purpose) => {
    const label = purpose.id === 'necessary' ? `${purpose.label} (altid slået til)` : purpose.label
    const control = switchFor(dialog, label)
    return { label, position: switches.indexOf(control), checked: control.checked, disabled: control.disabled }
  })
}

describe('ConsentLayer', () => {
  beforeEach(forgetConsent)

  it('asks a first-time visitor with three equal buttons, and nothing is stored yet', async () => {
    await renderPage()
    const region = banner()!
    expect(region).toBeInTheDocument()
    expect(region).toHaveTextContent(/^Må vi bruge cookies\?/)
    // No measurement tag is configured, but the site measures its speed with consent to statistics: the banner says it measures how the site is used.
    expect(region).toHaveTextContent('Med dit samtykke viser vi bookingkalenderen og kortet og måler, hvordan siden bruges. Du kan altid')
    // No heading: the banner comes before the page's h1, which must stay the first heading (a landmark names it instead).
    expect(within(region).queryByRole('heading')).not.toBeInTheDocument()
    expect(
      within(region)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Accepter alle', 'Afvis alle', 'Tilpas'])
    expect(
      new Set(
        within(region)
          .getAllByRole('button')
          .map((button) => button.dataset.variant),
      ).size,
    ).toBe(1)
    expect(within(region).getByRole('link', { name: 'Læs cookiepolitikken' })).toHaveAttribute('href', '/cookie-politik')
    // Not a wall: the page behind it stays there and usable.
    expect(screen.getByRole('heading', { level: 1, name: 'Forside' })).toBeVisible()
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(stored()).toBeNull()
    expect(consentAttribute()).toBeNull()
    expect(screen.getByRole('status')).toHaveTextContent('')
  })

  it('"Afvis alle" hides the banner, stores the refusal, marks the page and says so', async () => {
    await renderPage()
    await userEvent.click(within(banner()!).getByRole('button', { name: 'Afvis alle' }))
    await waitFor(() => expect(banner()).not.toBeInTheDocument())
    expect(stored()?.choices).toEqual({ preferences: false, statistics: false, marketing: false })
    expect(consentAttribute()).toBe('')
    expect(screen.getByRole('status')).toHaveTextContent('Dine cookievalg er gemt.')
    // The focused button went away with the banner: focus goes to the main content, not the top of the page.
    await waitFor(() => expect(screen.getByRole('main')).toHaveFocus())
  })

  it('"Accepter alle" hides the banner and stores consent to every purpose offered (statistics too: the demo measures speed with it)', async () => {
    await renderPage()
    await userEvent.click(within(banner()!).getByRole('button', { name: 'Accepter alle' }))
    await waitFor(() => expect(banner()).not.toBeInTheDocument())
    expect(stored()?.choices).toEqual({ preferences: true, statistics: true, marketing: true })
    expect(document.cookie).toMatch(/cookie_preferences=[^;]*&allow=preferences\.statistics\.marketing(;|$)/)
    expect(consentAttribute()).toBe('preferences statistics marketing')
    expect(screen.getByRole('status')).toHaveTextContent('Dine cookievalg er gemt.')
  })

  it('"Tilpas" opens the dialog with a switch per purpose offered, only the necessary one on', async () => {
    await renderPage()
    await userEvent.click(within(banner()!).getByRole('button', { name: 'Tilpas' }))
    const dialog = await screen.findByRole('dialog', { name: 'Cookieindstillinger' })
    // No statistics tag is configured, but the demo measures speed with consent to statistics: "Statistik" is offered, for that alone.
    expect(
      within(dialog)
        .getAllByRole('switch')
        .map((control) => control.getAttribute('aria-labelledby')),
    ).toEqual(['consent-purpose-necessary', 'consent-purpose-preferences', 'consent-purpose-statistics', 'consent-purpose-marketing'])
    expect(within(dialog).getByRole('switch', { name: 'Statistik' })).toHaveAccessibleDescription(/hvor hurtigt siderne indlæses og reagerer/)
    expect(purposeSwitches(dialog)).toEqual(
      consentPurposes.map((purpose, index) => ({
        label: purpose.id === 'necessary' ? 'Nødvendige (altid slået til)' : purpose.label,
        position: index,
        checked: purpose.id === 'necessary',
        disabled: purpose.id === 'necessary',
      })),
    )
    // Each switch says what it covers and who would load.
    expect(switchFor(dialog, 'Præferencer')).toHaveAccessibleDescription(/Bruges af: Calendly \(bookingkalenderen\)/)
    expect(stored()).toBeNull()
  })

  // Known bug (reported to the lead): Mantine's Switch wraps the description in the <label>, so
  // each switch's accessible name is its label followed by the whole description, and screen
  // readers read the description twice (it is the accessible description too). Flip to `it` once
  // ConsentDialog names each switch by its label alone.
  it('names each switch by its purpose alone, the description describing it', async () => {
    await renderPage()
    await userEvent.click(within(banner()!).getByRole('button', { name: 'Tilpas' }))
    const dialog = await screen.findByRole('dialog', { name: 'Cookieindstillinger' })
    const switches = within(dialog).getAllByRole('switch')
    consentPurposes.forEach((purpose, index) => {
      expect(switches[index]).toHaveAccessibleName(purpose.id === 'necessary' ? 'Nødvendige (altid slået til)' : purpose.label)
    })
    expect(within(dialog).getByRole('switch', { name: 'Marketing' })).toHaveAccessibleDescription(/^Marketingcookies sættes af eksterne tjenester/)
  })

  it('saving the dialog with one purpose switched on stores exactly that', async () => {
    await renderPage()
    await userEvent.click(within(banner()!).getByRole('button', { name: 'Tilpas' }))
    const dialog = await screen.findByRole('dialog', { name: 'Cookieindstillinger' })
    await userEvent.click(switchFor(dialog, 'Marketing'))
    expect(switchFor(dialog, 'Marketing')).toBeChecked()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Gem mine valg' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(banner()).not.toBeInTheDocument()
    expect(stored()?.choices).toEqual({ preferences: false, statistics: false, marketing: true })
    expect(consentAttribute()).toBe('marketing')
    expect(screen.getByRole('status')).toHaveTextContent('Dine cookievalg er gemt.')
  })

  it('closing the dialog without saving goes back to the banner and stores nothing', async () => {
    await renderPage()
    await userEvent.click(within(banner()!).getByRole('button', { name: 'Tilpas' }))
    const dialog = await screen.findByRole('dialog', { name: 'Cookieindstillinger' })
    await userEvent.click(switchFor(dialog, 'Marketing'))
    await userEvent.click(within(dialog).getByRole('button', { name: 'Luk' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(banner()).toBeInTheDocument()
    expect(stored()).toBeNull()
    expect(consentAttribute()).toBeNull()
  })

  it('a returning visitor with a stored decision is not asked again', async () => {
    storeConsent({ marketing: true })
    await renderPage()
    expect(banner()).not.toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent('')
  })

  it('a decision for an older cookie policy is asked again', async () => {
    document.cookie = `cookie_preferences=v=2020-01-01&at=${encodeURIComponent(new Date().toISOString())}&allow=marketing; Path=/`
    await renderPage()
    expect(banner()).toBeInTheDocument()
  })

  it('"Cookieindstillinger" reopens the dialog with the saved choices switched on', async () => {
    storeConsent({ preferences: true, marketing: true })
    await renderPage()
    await userEvent.click(screen.getByRole('button', { name: 'Cookieindstillinger' }))
    const dialog = await screen.findByRole('dialog', { name: 'Cookieindstillinger' })
    expect(purposeSwitches(dialog).map(({ label, checked }) => [label, checked])).toEqual([
      ['Nødvendige (altid slået til)', true],
      ['Præferencer', true],
      ['Statistik', false],
      ['Marketing', true],
    ])
    expect(banner()).not.toBeInTheDocument()
  })

  it('"Afvis alle" in the reopened dialog withdraws the consent at once', async () => {
    storeConsent('all')
    await renderPage()
    await userEvent.click(screen.getByRole('button', { name: 'Cookieindstillinger' }))
    const dialog = await screen.findByRole('dialog', { name: 'Cookieindstillinger' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Afvis alle' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(stored()?.choices).toEqual({ preferences: false, statistics: false, marketing: false })
    expect(consentAttribute()).toBe('')
    expect(banner()).not.toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent('Dine cookievalg er gemt.')
    // Focus returns to the button that opened the dialog.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cookieindstillinger' })).toHaveFocus())
  })

  // Known bug (reported to the lead): the status says the same words after every decision, so
  // React leaves it untouched after the first and screen readers hear nothing the second time
  // (say, "Accepter alle" from the banner, then withdrawing from the footer on the same page).
  // Flip to `it` once a later decision changes the live region again.
  it('announces a second decision on the same page too', async () => {
    await renderPage()
    await userEvent.click(within(banner()!).getByRole('button', { name: 'Accepter alle' }))
    const status = screen.getByRole('status')
    await waitFor(() => expect(status).toHaveTextContent('Dine cookievalg er gemt.'))
    const changes: MutationRecord[] = []
    new MutationObserver((records) => changes.push(...records)).observe(status, { childList: true, characterData: true, subtree: true })
    await userEvent.click(screen.getByRole('button', { name: 'Cookieindstillinger' }))
    const dialog = await screen.findByRole('dialog', { name: 'Cookieindstillinger' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Afvis alle' }))
    await waitFor(() => expect(stored()?.choices).toEqual({ preferences: false, statistics: false, marketing: false }))
    await waitFor(() => expect(changes).not.toHaveLength(0), { timeout: 500 })
    expect(status).toHaveTextContent('Dine cookievalg er gemt.')
  })
})

describe('the banner text', () => {
  it('says something is measured only when a configured tag measures it', async () => {
    const { consentBannerText } = await import('../../site/consentBannerText.ts')
    expect(consentBannerText([])).not.toMatch(/måler/)
    expect(consentBannerText(['statistics'])).toMatch(/og måler, hvordan siden bruges\./)
    expect(consentBannerText(['marketing'])).toMatch(/og måler, hvordan vores annoncer virker\./)
    expect(consentBannerText(['statistics', 'marketing'])).toMatch(/og måler, hvordan siden og vores annoncer bruges\./)
  })
})
