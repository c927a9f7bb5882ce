import { renderToString } from 'react-dom/server'
import { onTestFinished } from 'vitest'
import { Island, type IslandProps } from '../islands/Island.tsx'

/**
 * An island as a visitor's browser has it before its code runs: the element islands/Island.tsx
 * renders on the server (its HTML, props and id), in the document until the test ends.
 */
export function prerenderIsland<P extends object>(island: IslandProps<P>): HTMLElement {
  const page = document.createElement('div')
  page.innerHTML = renderToString(<Island {...island} />)
  document.body.append(page)
  onTestFinished(() => page.remove())
  return page.firstElementChild as HTMLElement
}
