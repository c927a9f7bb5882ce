import { act, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { site } from '../../site/index.ts'
import { render } from '../../tests/render.tsx'
import ArticleHeader from './ArticleHeader.tsx'
import { TOAST_MS } from './toast.ts'

const article = {
  id: 'tiktok-revolutionerer',
  title: 'Sådan revolutionerer TikTok markedsføringen',
  category: 'TikTok Marketing',
  date: '2025-08-15',
  readTime: 6,
  image: { src: 'blog/tiktok-revolutionerer.webp', alt: 'Grafik', width: 960, height: 540 },
}
const show = () => render(<ArticleHeader id="artikel" type="articleHeader" article={article} />)

describe('ArticleHeader', () => {
  afterEach(() => {
    vi.useRealTimers()
    vi.restoreAllMocks()
  })

  it('shows the back button, category, reading time, title, the agency as author and the Danish date', () => {
    show()
    expect(screen.getByRole('link', { name: /Tilbage til blog/ })).toHaveAttribute('href', '/blog')
    expect(screen.getByText('TikTok Marketing')).toBeInTheDocument()
    expect(screen.getByText('6 min')).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 1, name: article.title })).toBeInTheDocument()
    expect(screen.getByText(site.brand)).toBeInTheDocument()
    expect(screen.getByText('15. august 2025')).toHaveAttribute('datetime', '2025-08-15')
    expect(screen.getByRole('img', { name: 'Grafik' })).toHaveAttribute('width', '960')
  })

  it('copies the page address and shows the toast "URL kopieret til udklipsholder!" for a while', async () => {
    vi.useFakeTimers()
    const writeText = vi.fn().mockResolvedValue(undefined)
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    show()
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Kopier URL til artikel' })))
    expect(writeText).toHaveBeenCalledWith(window.location.href)
    expect(screen.getByRole('status')).toHaveTextContent('URL kopieret til udklipsholder!')
    act(() => vi.advanceTimersByTime(TOAST_MS))
    expect(screen.getByRole('status')).toHaveTextContent('')
  })

  it('says so, visibly and announced, when the browser refuses the clipboard', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const writeText = vi.fn().mockRejectedValue(new DOMException('Denied', 'NotAllowedError'))
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    show()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Kopier URL til artikel' })))
    expect(screen.getByRole('alert')).toHaveTextContent('Kunne ikke kopiere')
    expect(screen.getByRole('status')).toHaveTextContent('')
  })
})
