import { useEffect, useLayoutEffect } from 'react'
import { EARLY_INPUT_EVENT, type EarlyInput } from '../site/loading.ts'

let early: EarlyInput = {}

/**
 * For the page's hydration (pages/content/+onBeforeRenderClient.ts), right before React takes over:
 * what the visitor did before, kept by the boot script (head/boot.ts), which stops watching then.
 * From then on React answers every press itself, one made while it hydrates included.
 */
export function takeEarlyInput(): void {
  early = {}
  dispatchEvent(new CustomEvent(EARLY_INPUT_EVENT, { detail: early }))
}

/** Whether a form field holds something else than the page rendered: the visitor changed it before the page hydrated. */
function changedBeforeHydration(field: Element): boolean {
  if (field instanceof HTMLSelectElement) return [...field.options].some((option) => option.selected !== option.defaultSelected)
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) return field.checked !== field.defaultChecked
  return (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) && field.value !== field.defaultValue
}

/**
 * A press to carry out again once the page has hydrated: a button's, unless the browser already did
 * what it does (a popover's button, a form's submit button), it says it cannot be used yet
 * (`aria-disabled`, as the contact form's button says while the form gets ready), or it is a consent
 * choice, which the head's consent script stored at the click.
 */
function buttonToPressAgain(pressed: Element | undefined): HTMLButtonElement | null {
  const button = pressed?.closest<HTMLButtonElement>('button:not([popovertarget], [commandfor], [aria-disabled="true"], [data-consent-choice])')
  return button?.isConnected && !(button.type === 'submit' && button.form) ? button : null
}

/**
 * For the page's component (pages/content/+Page.tsx), with `hydrating` true at the page's hydration:
 * what the visitor did before reaches the page's code. Each field typed into or changed sends an
 * `input` event, which its component answers with `onInput` (React kept the typed value on the page,
 * not in its state): at the hydration's commit, before any later render could write the state's
 * empty value over it. Then, once the sections' effects have run (a carousel sets itself up in one),
 * the last button pressed is pressed again.
 */
export function useEarlyInputReplayed(hydrating: boolean): void {
  useLayoutEffect(() => {
    if (!hydrating) return
    for (const field of document.querySelectorAll('input, textarea, select'))
      if (changedBeforeHydration(field)) field.dispatchEvent(new Event('input', { bubbles: true }))
  }, [hydrating])
  useEffect(() => {
    if (!hydrating) return
    buttonToPressAgain(early.pressed)?.click()
    early = {}
  }, [hydrating])
}
