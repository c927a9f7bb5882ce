import { useEffect, useLayoutEffect, type ReactNode } from 'react'
import { ErrorBoundary } from 'react-error-boundary'
import { ErrorFallback } from '../../components/ErrorFallback/index.ts'
import { ISLAND } from '../../site/islandAttributes.ts'

/** Whether a form field holds something else than the page rendered: the visitor changed it before the island hydrated. */
function changedBeforeHydration(field: Element): boolean {
  if (field instanceof HTMLSelectElement) return [...field.options].some((option) => option.selected !== option.defaultSelected)
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) return field.checked !== field.defaultChecked
  return (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) && field.value !== field.defaultValue
}

/**
 * A press to carry out again once the island has hydrated: a button's, unless the browser already did
 * what it does (a popover's button, a form's submit button), it says it cannot be used yet
 * (`aria-disabled`, as the contact form's button says while the form gets ready), or it is a consent
 * choice, which the head's consent script stored at the click.
 */
function buttonToPressAgain(pressed: Element | undefined): HTMLButtonElement | null {
  const button = pressed?.closest<HTMLButtonElement>('button:not([popovertarget], [commandfor], [aria-disabled="true"], [data-consent-choice])')
  return button?.isConnected && !(button.type === 'submit' && button.form) ? button : null
}

interface HydrationProps {
  /** The island's id (its performance mark). */
  id: string
  /** The island's element; absent on the server. */
  element?: HTMLElement
  /** The button the visitor pressed in the island before it hydrated. */
  pressed?: Element
}

/**
 * What the visitor did before the island hydrated reaches its code. Each field typed into or changed
 * sends an `input` event, which its component answers with `onInput` (React kept the typed value on
 * the page, not in its state): at the hydration's commit, before any later render could write the
 * state's empty value over it. Then, once the island's effects have run (a carousel sets itself up in
 * one), the last button pressed is pressed again, and the island says it is ready.
 */
function AfterHydration({ id, element, pressed }: HydrationProps) {
  useLayoutEffect(() => {
    for (const field of element?.querySelectorAll('input, textarea, select') ?? [])
      if (changedBeforeHydration(field)) field.dispatchEvent(new Event('input', { bubbles: true }))
  }, [element])
  useEffect(() => {
    if (!element) return
    buttonToPressAgain(pressed)?.click()
    element.setAttribute(ISLAND.ready, '')
    performance.mark(ISLAND.mark(id))
  }, [element, id, pressed])
  return null
}

/**
 * Every island's root, the same tree on the server (renderer/islands/Island.tsx) and in the browser
 * (renderer/islands/islandEntry.tsx), so `useId` gives the same ids in both: the component, an error
 * boundary around it, and what runs once it has hydrated.
 */
export function IslandRoot({ children, ...hydration }: HydrationProps & { children: ReactNode }) {
  return (
    <ErrorBoundary FallbackComponent={ErrorFallback}>
      {children}
      <AfterHydration {...hydration} />
    </ErrorBoundary>
  )
}
