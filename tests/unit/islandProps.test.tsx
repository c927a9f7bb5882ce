// An island's props are written into the page as JSON (islands/jsonProps.ts): the type checker
// (`npm run typecheck`, a step of `npm test`) refuses a Date or a function there, and accepts the
// optional fields the section schemas produce. Each `@ts-expect-error` fails the typecheck if its line
// stops being an error.
import { isValidElement } from 'react'
import { describe, expect, it } from 'vitest'
import { Island } from '../../islands/Island.tsx'

const Dated = (_props: { when: Date }) => null
const WithCallback = (_props: { onDone: () => void }) => null
const Listed = (_props: { title?: string; items: { label: string; note?: string | null }[] }) => null

describe("an island's props", () => {
  it('are JSON values: a Date or a function does not type-check, optional fields do', () => {
    const listed = <Island module="sections/Listed/index.ts" Component={Listed} props={{ items: [{ label: 'Et punkt' }] }} id="liste" />
    // @ts-expect-error a Date would reach the browser as a string
    const dated = <Island module="sections/Dated/index.ts" Component={Dated} props={{ when: new Date() }} id="dato" />
    // @ts-expect-error a function cannot be written into the page
    const callback = <Island module="sections/WithCallback/index.ts" Component={WithCallback} props={{ onDone: () => {} }} id="tilbagekald" />
    expect([listed, dated, callback].every(isValidElement)).toBe(true)
  })
})
