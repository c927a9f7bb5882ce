import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { renderToString } from 'react-dom/server'
import { afterAll, afterEach, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest'
import { CONTACT_FUNCTION_URL } from '../../mocks/handlers.ts'
import { server } from '../../mocks/node.ts'
import { render } from '../../tests/render.tsx'
import ContactForm from './ContactForm.tsx'
import { startIsland } from '../../islands/islandEntry.tsx'
import { sectionModulePath } from '../sectionModules.ts'
import { ISLAND } from '../../islands/islandAttributes.ts'
import { prerenderIsland } from '../../tests/island.tsx'

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

const props = { id: 'skriv', type: 'contactForm', title: 'Skriv til os', lead: 'Vi svarer inden for 24 timer.' } as const
const form = <ContactForm {...props} />
const renderForm = () => render(form)

/** The prerendered form in the page, as the visitor sees it before its script has run. */
function prerender() {
  const container = document.createElement('div')
  container.innerHTML = renderToString(form)
  document.body.append(container)
  onTestFinished(() => container.remove())
  return container
}

describe('ContactForm', () => {
  it('labels every field', () => {
    renderForm()
    for (const label of ['Navn', 'E-mail', 'Virksomhed (valgfrit)', 'Virksomhedstype (valgfrit)', 'Månedligt marketingbudget (valgfrit)', 'Besked']) {
      expect(screen.getByLabelText(label)).toBeInTheDocument()
    }
  })

  it('shows the joined validation messages in an alert and marks the failing fields', async () => {
    renderForm()
    await userEvent.type(screen.getByLabelText('Navn'), 'A')
    await userEvent.click(screen.getByRole('button', { name: 'Send besked' }))
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Name must be at least 2 characters long, Email is required, Message must be at least 10 characters long',
    )
    expect(screen.getByLabelText('Navn')).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByLabelText('Navn')).toHaveAccessibleDescription(/Name must be at least 2 characters long/)
    expect(screen.getByLabelText('Virksomhed (valgfrit)')).not.toHaveAttribute('aria-invalid')
    expect(screen.getByLabelText('Navn')).toHaveValue('A')
  })

  it('sends once, shows the success message and can start over', async () => {
    let posts = 0
    server.use(http.post(CONTACT_FUNCTION_URL, () => (posts++, HttpResponse.json({ success: true, message: 'Tak! Vi vender tilbage.' }))))
    renderForm()
    await userEvent.type(screen.getByLabelText('Navn'), 'Mette Hansen')
    await userEvent.type(screen.getByLabelText('E-mail'), 'mette@example.dk')
    await userEvent.selectOptions(screen.getByLabelText('Virksomhedstype (valgfrit)'), 'Webshop')
    await userEvent.type(screen.getByLabelText('Besked'), 'Vi vil gerne høre om Meta Ads.')
    await userEvent.dblClick(screen.getByRole('button', { name: 'Send besked' }))
    // The status region is there from the start (so its message is announced): wait for the message in it.
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Tak! Vi vender tilbage.'))
    expect(posts).toBe(1)
    await userEvent.click(screen.getByRole('button', { name: 'Send en ny besked' }))
    expect(screen.getByLabelText('Navn')).toHaveValue('')
  })

  it('keeps everything typed when sending fails, and says why', async () => {
    server.use(http.post(CONTACT_FUNCTION_URL, () => HttpResponse.json({ error: 'Rate limit exceeded' }, { status: 429 })))
    renderForm()
    await userEvent.type(screen.getByLabelText('Navn'), 'Mette Hansen')
    await userEvent.type(screen.getByLabelText('E-mail'), 'mette@example.dk')
    await userEvent.type(screen.getByLabelText('Besked'), 'Vi vil gerne høre om Meta Ads.')
    await userEvent.click(screen.getByRole('button', { name: 'Send besked' }))
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Too many requests. Please wait before submitting again.'))
    expect(screen.getByLabelText('Besked')).toHaveValue('Vi vil gerne høre om Meta Ads.')
    expect(screen.getByRole('button', { name: 'Send besked' })).toBeEnabled()
  })

  it('prerendered, it looks ready but cannot be sent natively: a press on Send is kept for its island', () => {
    prerender()
    const send = screen.getByRole('button', { name: 'Send besked' })
    expect(send).toHaveAttribute('type', 'button')
    expect(send).toBeEnabled()
    expect(send).not.toHaveAttribute('aria-disabled')
    expect(send).toHaveAttribute(ISLAND.pressLater)
    // Without a submit button, Enter submits natively only where there is a single text field.
    expect(screen.getAllByRole('textbox', { hidden: true }).filter((e) => e.tagName === 'INPUT').length).toBeGreaterThan(1)
  })

  it('keeps what was typed into the prerendered form when its island hydrates, and sends it once for the press on Send made while it got ready', async () => {
    const sent: Record<string, unknown>[] = []
    server.use(
      http.post(
        CONTACT_FUNCTION_URL,
        async ({ request }) => (sent.push((await request.json()) as Record<string, unknown>), HttpResponse.json({ success: true })),
      ),
    )
    // As a content page renders it (renderer/RenderSections.tsx) and the browser starts it (islands/islandEntry.tsx).
    const island = prerenderIsland({ module: sectionModulePath('contactForm'), Component: ContactForm, props, id: props.id, as: 'section' })
    const typed = { name: 'Mette Hansen', email: 'mette@example.dk', company: 'Hansen ApS', message: 'Vi vil gerne høre om Meta Ads.' }
    for (const [field, value] of Object.entries(typed)) (island.querySelector(`[name="${field}"]`) as HTMLInputElement).value = value
    ;(island.querySelector('[name="budget"]') as HTMLSelectElement).value = '10000-25000'
    const pressedWhileGettingReady = screen.getByRole('button', { name: 'Send besked' })
    expect(pressedWhileGettingReady).toHaveAttribute(ISLAND.pressLater)

    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    onTestFinished(() => errors.mockRestore())
    await act(() => startIsland(island, () => pressedWhileGettingReady))
    expect(errors, 'no hydration mismatch').not.toHaveBeenCalled()
    expect(island).toHaveAttribute(ISLAND.ready)
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Your message has been sent successfully!'))
    expect(sent).toEqual([expect.objectContaining({ ...typed, businessType: '', budget: '10000-25000', website: '' })])
  })
})
