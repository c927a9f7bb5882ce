import { act, fireEvent, screen, within } from '@testing-library/react'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadToastsAfresh, settle } from '../../tests/copyToasts.ts'

beforeAll(loadToastsAfresh)
afterAll(async () => {
  const { cleanNotifications } = await import('@mantine/notifications')
  act(() => cleanNotifications())
})

const altT = (target: Element = document.body) => fireEvent.keyDown(target, { key: 't', code: 'KeyT', altKey: true })

describe('the toast hotkey Alt+T moves keyboard focus to the notifications', () => {
  it('does nothing before any toast was shown', () => {
    const button = document.body.appendChild(document.createElement('button'))
    button.focus()
    altT(button)
    expect(document.activeElement).toBe(button)
    button.remove()
  })

  it('focuses the labelled region holding the toasts; T without Alt does not', async () => {
    const { showToast } = await import('./ToastHost.tsx')
    act(() => showToast({ message: 'Copied email', duration: 2000 }))
    await settle()
    const region = screen.getByRole('region', { name: 'Notifikationer alt+T' })
    expect(within(region).getByText('Copied email')).toBeInTheDocument()
    const button = document.body.appendChild(document.createElement('button'))
    button.focus()
    fireEvent.keyDown(button, { key: 't', code: 'KeyT' })
    expect(document.activeElement).toBe(button)
    altT(button)
    expect(document.activeElement).toBe(region)
    button.remove()
  })
})
