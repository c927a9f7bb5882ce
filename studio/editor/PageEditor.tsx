import '@puckeditor/core/no-external.css'
import { Puck, type Config, type Data } from '@puckeditor/core'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { useHydrated } from '../../components/hooks/useHydrated.ts'
import { formatIssue, type ContentIssue } from '../../content/contentIssues.ts'
import type { Section } from '../../sections/types.ts'
import { EDITOR_API, pageLink } from '../addresses.ts'
import { studioMessages } from '../messages.ts'
import type { EditorData } from './editorData.ts'
import { EditorContext, type EditorState } from './editorState.ts'
import { pageOf, sectionProps, toPuckData } from './puckData.ts'
import { puckFields } from './puckFields.tsx'
import { TitledPreviewFrame, usePuckLabels } from './puckA11y.tsx'
import { SaveButton } from './SaveButton.tsx'
import { SectionActions } from './SectionActions.tsx'
import { SectionPreview } from './SectionPreview.tsx'
import { UniqueSectionIds } from './UniqueSectionIds.tsx'
import classes from './Editor.module.css'

// The studio's editor of one page (Puck): the page's sections rendered by their own components, a form
// per section made from its schema, and the build's own check on every change.

const text = studioMessages.editor

/** How long the editor waits after a change before asking the dev server to check the page. */
const CHECK_DELAY_MS = 300

const READ_ONLY = { drag: false, duplicate: false, delete: false, insert: false, edit: false }

const VIEWPORTS = [
  { width: 390, height: 'auto' as const, label: text.phone, icon: 'Smartphone' as const },
  { width: 1280, height: 'auto' as const, label: text.desktop, icon: 'Monitor' as const },
]

/** The editor's Puck configuration: each section type by its Danish name, with its form and its preview. */
export function puckConfig(data: EditorData): Config {
  return {
    // The page's head is edited in its file; the editor edits its sections.
    root: { fields: {} },
    components: Object.fromEntries(
      data.types.map((type) => [
        type,
        {
          label: text.sectionLabel(data.names[type], type),
          fields: puckFields(data.fields[type]),
          defaultProps: sectionProps(data.samples[type], data.fields[type]),
          render: ({ id }: { id: string }) => <SectionPreview block={id} type={type} name={data.names[type]} />,
        },
      ]),
    ),
  }
}

interface Checked {
  issues: ContentIssue[]
  /** The blocks, in the order of the page that was checked: an issue's section position is an index here. */
  blocks: string[]
}

function byBlock({ issues, blocks }: Checked, file: string) {
  const issuesByBlock = new Map<string, ContentIssue[]>()
  const otherIssues: ContentIssue[] = []
  for (const issue of issues) {
    const block = issue.file === file && issue.section ? blocks[issue.section.position - 1] : undefined
    if (block) issuesByBlock.set(block, [...(issuesByBlock.get(block) ?? []), issue])
    else otherIssues.push(issue)
  }
  return { issuesByBlock, otherIssues }
}

export interface SaveOutcome {
  status: number
  body: { message?: string; issues?: ContentIssue[]; sections?: Section[] | null; hash?: string }
}

async function post(path: string, body: object): Promise<SaveOutcome> {
  const response = await fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
  return { status: response.status, body: (await response.json()) as SaveOutcome['body'] }
}

/**
 * The dev server reports content problems in Vite's overlay, which would cover the editor; the editor
 * shows each of them beside its field instead.
 */
function useNoDevServerOverlay() {
  useEffect(() => {
    const remove = () => document.querySelectorAll('vite-error-overlay').forEach((overlay) => overlay.remove())
    remove()
    import.meta.hot?.on('vite:error', () => setTimeout(remove))
  }, [])
}

export function PageEditor({ data }: { data: EditorData }) {
  useNoDevServerOverlay()
  const [root, setRoot] = useState<HTMLDivElement | null>(null)
  // The page is prerendered with its heading and file; Puck renders in the browser only, once the page has hydrated.
  const hydrated = useHydrated()
  usePuckLabels(root)
  const config = useMemo(() => puckConfig(data), [data])
  const initial = useMemo(() => toPuckData(data.page, data.fields, (index) => `blok-${index + 1}`), [data])
  const blocksOf = (puck: Data) => puck.content.map((block) => String(block.props.id))
  const [checked, setChecked] = useState<Checked>({ issues: data.issues, blocks: blocksOf(initial) })
  const [resolved, setResolved] = useState(() => new Map(data.sections?.map((section, index) => [`blok-${index + 1}`, section]) ?? []))
  const [status, setStatus] = useState('')
  const hash = useRef(data.hash)
  const latest = useRef(initial)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)

  const apply = useCallback((issues: ContentIssue[], blocks: string[], sections: Section[] | null | undefined) => {
    setChecked({ issues, blocks })
    if (sections) setResolved((before) => new Map([...before, ...blocks.map((block, index) => [block, sections[index]!] as const)]))
  }, [])

  const check = useCallback(
    (puck: Data) => {
      latest.current = puck
      clearTimeout(timer.current)
      timer.current = setTimeout(async () => {
        const blocks = blocksOf(puck)
        const answer = await post(EDITOR_API.check, { file: data.file, page: pageOf(data.page, puck, data.fields) })
        if (answer.status === 200 && latest.current === puck) apply(answer.body.issues ?? [], blocks, answer.body.sections)
      }, CHECK_DELAY_MS)
    },
    [apply, data],
  )

  const save = useCallback(async () => {
    clearTimeout(timer.current)
    const puck = latest.current
    const blocks = blocksOf(puck)
    setStatus(text.saving)
    const answer = await post(EDITOR_API.save, { file: data.file, page: pageOf(data.page, puck, data.fields), hash: hash.current }).catch(() => undefined)
    if (answer?.status === 200) {
      hash.current = answer.body.hash!
      apply([], blocks, answer.body.sections)
      setStatus(text.saved(data.file))
    } else if (answer?.status === 422) {
      apply(answer.body.issues ?? [], blocks, null)
      setStatus(text.invalid(answer.body.issues?.length ?? 0))
    } else setStatus(answer?.body.message ?? text.failed)
  }, [apply, data])

  const state: EditorState = useMemo(
    () => ({ ...byBlock(checked, data.file), resolved, readOnly: data.readOnly, announce: setStatus }),
    [checked, data.file, data.readOnly, resolved],
  )

  return (
    <EditorContext value={state}>
      <div className={classes.editor} ref={setRoot}>
        <header className={classes.top}>
          <h1>{text.heading(data.route)}</h1>
          <p>
            <a href={pageLink(data.route)}>{data.file}</a>
          </p>
          {data.readOnly && <p>{text.readOnly}</p>}
          <noscript>
            <p>{text.needsJavaScript(data.file)}</p>
          </noscript>
          <p role="status" className={classes.status}>
            {status}
          </p>
          {state.otherIssues.length > 0 && (
            <section aria-label={text.otherIssues}>
              <h2>{text.otherIssues}</h2>
              <ul className={classes.issues}>
                {state.otherIssues.map((issue) => (
                  <li key={formatIssue(issue)}>{formatIssue(issue)}</li>
                ))}
              </ul>
            </section>
          )}
        </header>
        {hydrated && (
          <Puck
            config={config}
            data={initial}
            onChange={data.readOnly ? undefined : check}
            permissions={data.readOnly ? READ_ONLY : undefined}
            viewports={VIEWPORTS}
            dictionary={text.puck}
            height="calc(100vh - 3rem)"
            overrides={{
              iframe: TitledPreviewFrame,
              // Puck's own item cuts a long name off ("Blogoversigt med søgning (b…"); this one wraps it.
              componentItem: ({ name }) => (
                <div className={classes.typeItem} data-read-only={data.readOnly || undefined}>
                  {config.components[name]?.label ?? name}
                </div>
              ),
              headerActions: () => (
                <>
                  <UniqueSectionIds />
                  <SectionActions types={data.types} names={data.names} />
                  {!data.readOnly && <SaveButton onSave={save} />}
                </>
              ),
            }}
          />
        )}
      </div>
    </EditorContext>
  )
}
