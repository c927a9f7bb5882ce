import { render, screen } from '@testing-library/react'
import { useState } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it, onTestFinished } from 'vitest'
import { takeEarlyInput, useEarlyInputReplayed } from '../../renderer/earlyInput.ts'
import { EARLY_INPUT_EVENT, type EarlyInput } from '../../site/loading.ts'

/** A page with a search field and a counter, hydrated as pages/content/+Page.tsx hydrates one. */
function Page() {
  useEarlyInputReplayed(true)
  const [query, setQuery] = useState('')
  const [count, setCount] = useState(0)
  return (
    <main>
      <label htmlFor="q">Søg</label>
      <input id="q" value={query} onInput={(event) => setQuery(event.currentTarget.value)} />
      <p>Søger efter: {query}</p>
      <button type="button" onClick={() => setCount(count + 1)}>
        Trykket {count} gange
      </button>
      <button type="button" popoverTarget="menu">
        Menu
      </button>
      <button type="button" data-consent-choice="ACCEPT_ALL">
        Accepter alle
      </button>
    </main>
  )
}

/** The prerendered page; `before` plays the visitor's part before the page's code runs, the boot script (head/boot.ts) keeping `pressed`. */
function hydrateAfter(before: (container: HTMLElement) => Element | undefined) {
  const container = document.createElement('div')
  container.innerHTML = renderToString(<Page />)
  document.body.append(container)
  onTestFinished(() => container.remove())
  const pressed = before(container)
  const answer = (event: Event) => ((event as CustomEvent<EarlyInput>).detail.pressed = pressed)
  addEventListener(EARLY_INPUT_EVENT, answer, { once: true })
  takeEarlyInput()
  render(<Page />, { container, hydrate: true })
}

describe('what a visitor does before the page hydrates', () => {
  it('reaches the page: a field typed into sends its value to onInput, and the button pressed is pressed again', async () => {
    hydrateAfter((container) => {
      container.querySelector('input')!.value = 'google'
      return container.querySelector('button')!
    })
    expect(await screen.findByText('Søger efter: google')).toBeInTheDocument()
    expect(screen.getByLabelText('Søg')).toHaveValue('google')
    expect(await screen.findByRole('button', { name: 'Trykket 1 gange' })).toBeInTheDocument()
  })

  it('presses nothing again that already did its work: a popover button, a consent choice (the head script stored it)', async () => {
    for (const name of ['Menu', 'Accepter alle']) {
      hydrateAfter((container) => [...container.querySelectorAll('button')].find((button) => button.textContent === name))
      expect(await screen.findByRole('button', { name: 'Trykket 0 gange' })).toBeInTheDocument()
      expect(screen.getByText('Søger efter:')).toBeInTheDocument()
      document.body.replaceChildren()
    }
  })
})
