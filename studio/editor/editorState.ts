import { createUsePuck } from '@puckeditor/core'
import { createContext, useContext } from 'react'
import type { ContentIssue } from '../../content/contentIssues.ts'
import type { Section } from '../../sections/types.ts'

// What the editor's parts share besides Puck's own state: the build's messages for the page as last
// checked, and each block's section as the build resolved it (what the preview renders).

export const usePuck = createUsePuck()

export interface EditorState {
  /** The last check's issues for each block (by Puck id), and those outside the page's sections. */
  issuesByBlock: ReadonlyMap<string, ContentIssue[]>
  otherIssues: ContentIssue[]
  /** Each block's section as last resolved by the build. */
  resolved: ReadonlyMap<string, Section>
  readOnly: boolean
  /** Says something to screen readers (and shows it) in the editor's status line. */
  announce: (message: string) => void
}

export const EditorContext = createContext<EditorState>({
  issuesByBlock: new Map(),
  otherIssues: [],
  resolved: new Map(),
  readOnly: true,
  announce: () => {},
})

export const useEditor = () => useContext(EditorContext)

/** The top field an issue's field path is in: "items[0].value" → "items". */
export const topFieldOf = (field: string | undefined) => (field ?? '').split(/[.[]/)[0]!
