import { screen, within } from '@testing-library/react'
import { consentPurposes } from 'virtual:consent-purposes'
import { site } from 'virtual:site'
import { describe, expect, it } from 'vitest'
import { readContentSource } from '../../content/contentSource.ts'
import { loadContent } from '../../content/loadContent.ts'
import type { CookieOverviewSection } from './schema.ts'
import { render } from '../../tests/render.tsx'
import CookieOverview from './CookieOverview.tsx'

/** The cookie policy's overview clause as the page engine resolves it from data/ under these build settings (its purposes: data/collections/cookiePurposes.json). */
const overviewWith = (settings: Record<string, string>) =>
  loadContent(readContentSource(), settings)
    .pages.get('/cookie-politik')!
    .page.sections.find((section): section is CookieOverviewSection => section.type === 'cookieOverview')!
/** As in the demo: no measurement tag configured; the site measures its speed with consent to statistics. */
const overview = overviewWith({})
const ALL_TAGS = { VITE_GOOGLE_ANALYTICS_ID: 'G-AB12CD34EF', VITE_GOOGLE_ADS_ID: 'AW-123456789', VITE_META_PIXEL_ID: '123456789012345' }

/** A table's body rows, cell by cell, as read on the page. */
function rowsOf(table: HTMLElement) {
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent))
}

describe('CookieOverview', () => {
  it('is on the cookie policy, with the purposes offered: with no tag and no measuring of speed, not "statistics"', () => {
    expect(overview).toBeDefined()
    expect(overviewWith({ VITE_WEB_VITALS: 'off' }).purposes.map((purpose) => purpose.id)).toEqual(['necessary', 'preferences', 'marketing'])
    expect(overview.purposes.map((purpose) => purpose.id)).toEqual(['necessary', 'preferences', 'statistics', 'marketing'])
    expect(overviewWith(ALL_TAGS).purposes.map((purpose) => purpose.id)).toEqual(['necessary', 'preferences', 'statistics', 'marketing'])
  })

  it('describes each purpose under its own subheading, in order', () => {
    render(<CookieOverview {...overview} />)
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(`${overview.number}. ${overview.title}`)
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Nødvendige cookies',
      'Præferencecookies',
      'Statistikcookies',
      'Marketingcookies',
    ])
    for (const purpose of overview.purposes) expect(screen.getByText(purpose.description)).toBeInTheDocument()
  })

  it('lists every cookie set under the configuration with what it does, its purpose and its lifetime', () => {
    render(<CookieOverview {...overview} />)
    const table = screen.getByRole('table', { name: 'Oversigt over cookies på hjemmesiden' })
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Cookie', 'Formål', 'Type', 'Levetid'])
    const rows = rowsOf(table)
    expect(rows).toEqual(
      overview.purposes.flatMap((purpose) => purpose.cookies.map((cookie) => [cookie.name, cookie.description, purpose.label, cookie.lifetime])),
    )
    // With no tag configured, only the site's own cookies.
    expect(rows.map(([name, , type, lifetime]) => [name, type, lifetime])).toEqual([
      ['session', 'Nødvendige', 'Sessionen (slettes, når du lukker browseren)'],
      ['cookie_preferences', 'Nødvendige', '1 år'],
    ])
    expect(within(table).getByRole('rowheader', { name: 'cookie_preferences' })).toBeInTheDocument()
  })

  it('with every tag configured, lists what each tag sets, under its real name, with the lifetime its vendor gives', () => {
    render(<CookieOverview {...overviewWith(ALL_TAGS)} />)
    const rows = rowsOf(screen.getByRole('table', { name: 'Oversigt over cookies på hjemmesiden' }))
    expect(rows.map(([name, , type, lifetime]) => [name, type, lifetime])).toEqual([
      ['session', 'Nødvendige', 'Sessionen (slettes, når du lukker browseren)'],
      ['cookie_preferences', 'Nødvendige', '1 år'],
      ['_ga', 'Statistik', '2 år'],
      ['_ga_AB12CD34EF', 'Statistik', '2 år'],
      ['_gcl_au', 'Marketing', '90 dage'],
      ['_fbp', 'Marketing', '3 måneder'],
      ['_fbc', 'Marketing', '90 dage'],
    ])
    const services = rowsOf(screen.getByRole('table', { name: 'Eksterne tjenester og det samtykke, de kræver' }))
    expect(services.map(([name, provider, , consent]) => [name, provider, consent])).toEqual([
      ['Bookingkalenderen', 'Calendly', 'Præferencer'],
      ['Hastighedsmåling', 'Vores egen server', 'Statistik'],
      ['Analysetjenesten', 'Google Analytics', 'Statistik'],
      ['Annonceplatformen', 'Google Ads', 'Marketing'],
      ['Pixel til annoncemåling', 'Meta', 'Marketing'],
      ['Kortet', 'Google Maps', 'Marketing'],
    ])
  })

  it('lists the third-party services with who provides them and the consent each needs', () => {
    render(<CookieOverview {...overview} />)
    expect(screen.getByText(overview.servicesIntro)).toBeInTheDocument()
    const table = screen.getByRole('table', { name: 'Eksterne tjenester og det samtykke, de kræver' })
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Tjeneste', 'Leverandør', 'Formål', 'Kræver samtykke til'])
    const rows = rowsOf(table)
    // With no tag configured, only the embeds and the site's own measuring of speed.
    expect(rows.map(([name, provider, , consent]) => [name, provider, consent])).toEqual([
      ['Bookingkalenderen', 'Calendly', 'Præferencer'],
      ['Hastighedsmåling', 'Vores egen server', 'Statistik'],
      ['Kortet', 'Google Maps', 'Marketing'],
    ])
    expect(rows.map(([, , description]) => description)).toEqual(overview.purposes.flatMap((purpose) => purpose.services.map((service) => service.description)))
  })
})

describe('the consent dialog and the cookie policy', () => {
  it('offer the same purposes, with the same labels, in the same order', () => {
    const pick = ({ id, label }: { id: string; label: string }) => ({ id, label })
    expect(consentPurposes.map(pick)).toEqual(overview.purposes.map(pick))
    expect(consentPurposes.map((purpose) => purpose.id)).toEqual(['necessary', 'preferences', 'statistics', 'marketing'])
  })

  it('name the same providers for each purpose', () => {
    expect(consentPurposes.map(({ id, services }) => [id, services.map((service) => service.provider)])).toEqual(
      overview.purposes.map(({ id, services }) => [id, services.map((service) => service.provider)]),
    )
  })

  it('the embeds that wait for consent need the purpose the policy lists their provider under', () => {
    expect(site.consent.embeds).toMatchObject({
      booking: { purpose: 'preferences', provider: 'Calendly' },
      map: { purpose: 'marketing', provider: 'Google Maps' },
    })
  })
})
