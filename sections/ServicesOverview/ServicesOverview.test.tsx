import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { render } from '../../tests/render.tsx'
import ServicesOverview from './ServicesOverview.tsx'

describe('ServicesOverview', () => {
  it('shows one card per service with icon, title, description, four features and "Læs mere" to its page', () => {
    const { container } = render(
      <ServicesOverview
        id="alle-services"
        type="servicesOverview"
        title="Vores services"
        services={[
          { id: 'google-ads', title: 'Google Ads', description: 'Søgeannoncer.', icon: 'search', features: ['Søgeord', 'Shopping', 'Sporing', 'Rapport'] },
          {
            id: 'automatiseringer',
            title: 'Automatiseringer',
            description: 'Spar tid.',
            icon: 'automation',
            features: ['Booking', 'Fakturering', 'Påmindelser', 'Opfølgning'],
          },
        ]}
      />,
    )
    const cards = [...container.querySelectorAll(':scope ul > li:has(h3)')] as HTMLElement[]
    expect(cards).toHaveLength(2)
    const first = cards[0]!
    expect(within(first).getByRole('heading', { level: 3, name: 'Google Ads' })).toBeInTheDocument()
    expect(within(first).getByText('Søgeannoncer.')).toBeInTheDocument()
    expect(within(first).getAllByRole('listitem')).toHaveLength(4)
    expect(first.querySelector('svg')).not.toBeNull()
    const link = within(first).getByRole('link', { name: 'Læs mere om Google Ads' })
    expect(link).toHaveAttribute('href', '/services/google-ads')
    expect(screen.getByRole('link', { name: 'Læs mere om Automatiseringer' })).toHaveAttribute('href', '/services/automatiseringer')
  })
})
