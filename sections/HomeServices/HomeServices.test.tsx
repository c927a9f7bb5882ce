import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { render } from '../../tests/render.tsx'
import HomeServices from './HomeServices.tsx'

describe('HomeServices', () => {
  it('shows the audience cards with their links and one tile per service linking to its page', () => {
    render(
      <HomeServices
        id="services"
        type="homeServices"
        title="Vi hjælper webshops og servicevirksomheder"
        audiences={[
          { icon: 'cart', title: 'E-commerce', text: 'Flere salg.', link: { label: 'Se cases', href: '/cases' } },
          {
            icon: 'calendar',
            title: 'Servicevirksomheder',
            text: 'Flere bookinger.',
            link: { label: 'Se automatiseringer', href: '/services/automatiseringer' },
          },
        ]}
        servicesTitle="Vores services"
        services={[
          { id: 'google-ads', title: 'Google Ads', summary: 'Bliv fundet.', icon: 'search' },
          { id: 'meta-ads', title: 'Meta Ads', summary: 'Facebook og Instagram.', icon: 'social' },
        ]}
      />,
    )
    expect(screen.getByRole('heading', { level: 3, name: 'E-commerce' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 3, name: 'Servicevirksomheder' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Se automatiseringer' })).toHaveAttribute('href', '/services/automatiseringer')
    const tiles = screen.getByRole('list', { name: 'Vores services' })
    const links = within(tiles).getAllByRole('link')
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/services/google-ads', '/services/meta-ads'])
    expect(links[0]).toHaveTextContent('Google AdsBliv fundet.')
  })
})
