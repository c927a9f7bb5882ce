import type { ComponentType, HTMLAttributes } from 'react'
import { renderToString } from 'react-dom/server'
import { ISLAND, type NearStart } from './islandAttributes.ts'
import { IslandRoot } from './IslandRoot.tsx'
import type { JsonProps } from './jsonProps.ts'

export interface IslandProps<P extends object> {
  /** The module the browser loads the component from, relative to the project root: its default export (islandEntry.tsx). */
  module: string
  /** The component, rendered here on the server with `props`. */
  Component: ComponentType<P>
  /** Its props: written into the page as JSON, so the browser renders it with the same ones (JSON values only: ./jsonProps.ts). */
  props: P & JsonProps<P>
  /**
   * Props the component renders the same without, left out of the page's JSON: a section's `type`,
   * which its module and its frame's data-section-type name already (tests/unit/sectionFolders.test.tsx
   * renders every interactive section without it).
   */
  unsent?: readonly (keyof P & string)[]
  /** Unique on the page: React's `identifierPrefix` for this root, so `useId` gives the same ids on the server and in the browser. */
  id: string
  /**
   * The browser starts it at the visitor's first interaction with it; with `startsNear`, also by itself
   * when it comes near the viewport, under the conditions given (islands/islandAttributes.ts). Such an
   * island needs an element with a box of its own ('section'): a div island has none
   * (display: contents), so it is never seen coming near.
   */
  startsNear?: NearStart
  /** The element that holds it ('div' by default, 'span' where only phrasing content may stand) and that element's own attributes. */
  as?: 'div' | 'span' | 'section'
  attributes?: HTMLAttributes<HTMLElement> & Record<`data-${string}`, string | undefined>
}

/**
 * An island: a component rendered as a React root of its own, inside an element the page's tree
 * owns. Its HTML is rendered here with its own `identifierPrefix` and given to that element as inner
 * HTML; the element carries what the browser needs to hydrate it the same way (islands/islandEntry.tsx).
 * Calls no hook: rendering another root while this component renders is safe for React only then.
 */
export function Island<P extends object>({ module, Component, props, unsent = [], id, startsNear, as: Tag = 'div', attributes }: IslandProps<P>) {
  const html = renderToString(
    <IslandRoot id={id}>
      <Component {...props} />
    </IslandRoot>,
    { identifierPrefix: ISLAND.prefix(id) },
  )
  const sent = Object.fromEntries(Object.entries(props).filter(([name]) => !(unsent as readonly string[]).includes(name)))
  const data = {
    [ISLAND.module]: module,
    [ISLAND.id]: id,
    [ISLAND.start]: startsNear && 'near',
    [ISLAND.startConsent]: startsNear?.consent,
    [ISLAND.startMedia]: startsNear?.media,
    [ISLAND.startQuery]: startsNear?.query?.join(' '),
    [ISLAND.props]: JSON.stringify(sent),
  }
  return <Tag {...attributes} {...data} dangerouslySetInnerHTML={{ __html: html }} />
}
