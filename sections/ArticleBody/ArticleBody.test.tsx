import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { render } from '../../tests/render.tsx'
import ArticleBody from './ArticleBody.tsx'

describe('ArticleBody', () => {
  it("shows the body and ends with a call to action to /kontakt carrying the article's button text", () => {
    const article = {
      id: 'roi-tracking',
      title: 'ROI',
      excerpt: 'Uddrag',
      category: 'Data & Analytics',
      date: '2025-08-02',
      readTime: 12,
      image: { src: 'blog/roi-tracking.webp', alt: '', width: 960, height: 540 },
      ctaLabel: 'Få hjælp til tracking',
      body: { html: '<h2>UTM-konventioner</h2><ul><li>utm_source</li></ul>' },
    }
    render(<ArticleBody id="indhold" type="articleBody" article={article} ctaTitle="Vil du måle rigtigt?" ctaText="Vi hjælper." />)
    expect(screen.getByRole('heading', { level: 2, name: 'UTM-konventioner' })).toBeInTheDocument()
    expect(screen.getByRole('listitem')).toHaveTextContent('utm_source')
    expect(screen.getByRole('heading', { level: 2, name: 'Vil du måle rigtigt?' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Få hjælp til tracking' })).toHaveAttribute('href', '/kontakt')
  })
})
