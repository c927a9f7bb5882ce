/// <reference types="vitest/jsdom" />
// Every test file in jsdom (tests/setup.ts loads this there only): Testing Library's DOM matchers and
// clean-up, and the browser APIs jsdom lacks.
import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { afterAll, afterEach } from 'vitest'

/** Where the document starts, to which each file's end returns it. */
const FIRST_ADDRESS = location.href

/**
 * Hooks for the file being set up (tests/setup.ts calls this for each jsdom file: this module itself
 * is evaluated once per worker). After each test, what Testing Library rendered is unmounted. The files
 * of a worker share one document (isolate: false in vitest.config.ts), so once a file is done the
 * document is as the next file expects a fresh one: its head as set up here (a test may rewrite it),
 * nothing in the body, no attribute on <html> (a consent or hydration mark), no cookie, nothing
 * stored, no clipboard (a test's fake one, or the stand-in Testing Library's user-event puts on the
 * first file that uses it), at the first address.
 */
export function cleanUpAfterEachTestAndFile() {
  afterEach(() => cleanup())
  afterAll(() => {
    document.head.replaceChildren(...FIRST_HEAD)
    document.body.replaceChildren()
    for (const element of [document.documentElement, document.body]) for (const name of element.getAttributeNames()) element.removeAttribute(name)
    jsdom.cookieJar.removeAllCookiesSync()
    localStorage.clear()
    sessionStorage.clear()
    Reflect.deleteProperty(navigator, 'clipboard')
    history.replaceState(null, '', FIRST_ADDRESS)
  })
}

// A lazily loaded part (a dialog, a player) may take more than the default second to arrive on a
// busy two-core machine; `findBy…` waits this long before it fails.
configure({ asyncUtilTimeout: 5_000 })

// Mantine's core is some 700 ES modules: its first import in a worker took 0.8-1 s on an idle two-core
// machine and 1.7-16 s with four busy processes beside it. A part that imports it lazily (the consent
// dialog, the toasts) would pay that inside a test's `findBy…` wait, in whichever file of the worker
// opens one first, and fail it. So it is loaded here, once per worker (later files find it in the
// module cache), where no test's wait is running; what a test waits for is then its own work.
await import('@mantine/core')

// jsdom lacks these browser APIs, which Mantine reads.
window.matchMedia ??= (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  }) as MediaQueryList
window.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.HTMLElement.prototype.scrollIntoView ??= () => {}

// jsdom has no Popover API (its stylesheet hides every popover, since none is ever open). A
// minimal stand-in so components can call it and hear its `toggle` event: show/hide/toggle,
// `popovertarget` buttons toggling their popover, and an open popover shown. What the browser
// adds on top (light dismiss on outside click and Escape, focus, the top layer) is left to the
// browser tests.
if (!('showPopover' in HTMLElement.prototype)) {
  const OPEN = 'data-jsdom-popover-open'
  const style = document.createElement('style')
  style.textContent = `[popover][${OPEN}] { display: block; }`
  document.head.append(style)
  const toggle = (popover: HTMLElement, force?: boolean) => {
    const next = force ?? !popover.hasAttribute(OPEN)
    if (next === popover.hasAttribute(OPEN)) return next
    popover.toggleAttribute(OPEN, next)
    const states = next ? { oldState: 'closed', newState: 'open' } : { oldState: 'open', newState: 'closed' }
    popover.dispatchEvent(Object.assign(new Event('toggle'), states))
    return next
  }
  Object.assign(HTMLElement.prototype, {
    showPopover(this: HTMLElement) {
      toggle(this, true)
    },
    hidePopover(this: HTMLElement) {
      toggle(this, false)
    },
    togglePopover(this: HTMLElement, force?: boolean) {
      return toggle(this, force)
    },
  })
  document.addEventListener('click', (event) => {
    const button = event.target instanceof Element ? event.target.closest('button[popovertarget]') : null
    const popover = button && document.getElementById(button.getAttribute('popovertarget')!)
    if (popover) toggle(popover)
  })
}

/** The head once set up (the popover stand-in's style in it), which each file starts from. */
const FIRST_HEAD = [...document.head.childNodes]
