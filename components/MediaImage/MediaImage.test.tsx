import { fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { MediaImage } from './MediaImage.tsx'

describe('MediaImage', () => {
  afterEach(() => vi.restoreAllMocks())

  it('loads from the media store with its intrinsic size', () => {
    render(<MediaImage src="logos/Frame 79.png" alt="CPH Flyt" width={240} height={80} />)
    const image = screen.getByRole('img', { name: 'CPH Flyt' })
    expect(image).toHaveAttribute('src', '/media/logos/Frame%2079.png')
    expect(image).toHaveAttribute('width', '240')
  })

  it('switches once to the fallback image on error and logs it', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    render(<MediaImage src="a.png" alt="Foto" width={10} height={10} fallbackSrc="/fallback.png" />)
    fireEvent.error(screen.getByRole('img'))
    expect(screen.getByRole('img')).toHaveAttribute('src', '/fallback.png')
    fireEvent.error(screen.getByRole('img'))
    expect(screen.getByRole('img')).toHaveAttribute('src', '/fallback.png')
    expect(warn).toHaveBeenCalledOnce()
  })

  it('shows an "Image not available" placeholder, named by the alt text, when there is no fallback', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    render(<MediaImage src="a.png" alt="Kundelogo" width={240} height={80} />)
    fireEvent.error(screen.getByRole('img'))
    const placeholder = screen.getByRole('img', { name: 'Kundelogo' })
    expect(placeholder.tagName).toBe('SPAN')
    expect(placeholder).toHaveTextContent('Image not available')
  })
})
