import { useEffect, useLayoutEffect, type ReactNode } from 'react'
import { ErrorBoundary, type FallbackProps } from 'react-error-boundary'
import { ErrorFallback } from '../components/ErrorFallback/index.ts'
import { ISLAND } from './islandAttributes.ts'

/** Whether a form field holds something else than the page rendered: the visitor changed it before the island hydrated. */
function changedBeforeHydration(field: Element): boolean {
  if (field instanceof HTMLSelectElement) return [...field.options].some((option) => option.selected !== option.defaultSelected)
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) return field.checked !== field.defaultChecked
  return (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) && field.value !== field.defaultValue
}

/**
 * The button pressed before the island hydrated, unless the browser already did what it does (a
 * popover's button, a form's submit button) or it is a consent choice, which the head's consent
 * script stored at the click. Read from the prerendered attributes, before the island renders again.
 */
function buttonToPressAgain(pressed: Element | undefined): HTMLButtonElement | null {
  const button = pressed?.closest<HTMLButtonElement>('button:not([popovertarget], [commandfor], [data-consent-choice])')
  return button && !(button.type === 'submit' && button.form) ? button : null
}

interface HydrationProps {
  /** The island's id (its performance mark). */
  id: string
  /** The island's element; absent on the server. */
  element?: HTMLElement
  /** Hands over the button the visitor pressed in the island before it could answer (islands/islandEntry.tsx). */
  takePress?: () => Element | undefined
}

/**
 * What the visitor did before the island hydrated reaches its code. Each field typed into or changed
 * sends an `input` event, which its component answers with `onInput` (React kept the typed value on
 * the page, not in its state): at the hydration's commit, before any later render could write the
 * state's empty value over it. Then, once the island's effects have run (a carousel sets itself up in
 * one) and it has rendered as hydrated, the last button pressed is pressed again if it can be used now,
 * and the island says it is ready.
 */
function AfterHydration({ id, element, takePress }: HydrationProps) {
  useLayoutEffect(() => {
    for (const field of element?.querySelectorAll('input, textarea, select') ?? [])
      if (changedBeforeHydration(field)) field.dispatchEvent(new Event('input', { bubbles: true }))
  }, [element])
  useEffect(() => {
    if (!element) return
    const button = buttonToPressAgain(takePress?.())
    // After the render that follows hydration (React runs it before this task ends), which enables
    // what waited for it: the contact form's Send becomes a submit button then.
    queueMicrotask(() => {
      if (button?.isConnected && button.getAttribute('aria-disabled') !== 'true') button.click()
      element.setAttribute(ISLAND.ready, '')
      performance.mark(ISLAND.mark(id))
    })
  }, [element, id, takePress])
  return null
}

/** What an island that failed shows in its place: the error screen, as a part of the page. */
const IslandFallback = ({ resetErrorBoundary }: FallbackProps) => <ErrorFallback resetErrorBoundary={resetErrorBoundary} inPage />

/**
 * Every island's root, the same tree on the server (islands/Island.tsx) and in the browser
 * (islands/islandEntry.tsx), so `useId` gives the same ids in both: the component, an error
 * boundary around it, and what runs once it has hydrated.
 */
export function IslandRoot({ children, ...hydration }: HydrationProps & { children: ReactNode }) {
  return (
    <ErrorBoundary FallbackComponent={IslandFallback}>
      {children}
      <AfterHydration {...hydration} />
    </ErrorBoundary>
  )
}
