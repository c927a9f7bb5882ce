import { editorRoute, pageAnchor, sectionLink } from './addresses.ts'
import { studioMessages } from './messages.ts'
import type { PageOutline } from './pageOutline.ts'
import classes from './Studio.module.css'
import { TableHead } from './TableHead.tsx'

const text = studioMessages.pages

function Bytes({ bytes }: { bytes: PageOutline['bytes'] }) {
  if (!bytes) return <p className={classes.muted}>{text.noBuild}</p>
  return (
    <p>
      {text.bytes}: {text.html} {text.kb(bytes.html)} · {text.js} {text.kb(bytes.js)} · {text.css} {text.kb(bytes.css)}
    </p>
  )
}

function Page({ page }: { page: PageOutline }) {
  const anchor = pageAnchor(page.route)
  return (
    <article id={anchor} className={classes.entry} aria-labelledby={`${anchor}-adresse`}>
      <h2 id={`${anchor}-adresse`}>
        <a href={page.route}>{page.route}</a>
      </h2>
      <p>{page.title}</p>
      <p>
        <a href={editorRoute(page.route)} aria-label={studioMessages.editor.linkLabel(page.route)}>
          {studioMessages.editor.link}
        </a>
      </p>
      <p className={classes.muted}>
        {text.file}: <code>{page.file}</code>
      </p>
      <Bytes bytes={page.bytes} />
      <table className={classes.table}>
        <caption>
          {text.sections} ({page.sections.length})
        </caption>
        <TableHead columns={[text.position, text.id, text.type, text.heading1]} />
        <tbody>
          {page.sections.map((section, index) => (
            <tr key={section.id}>
              <td>{index + 1}</td>
              <th scope="row">
                <a href={`${page.route}#${section.id}`}>
                  <code>{section.id}</code>
                </a>
              </th>
              <td>
                <a href={sectionLink(section.type)}>{section.type}</a>
              </td>
              <td>{section.heading || '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </article>
  )
}

/** Every route with its sections in order, its file and what its first load weighs. */
export function PagesView({ pages }: { pages: PageOutline[] }) {
  return (
    <>
      <h1>{text.heading}</h1>
      <p className={classes.lead}>{text.lead}</p>
      {pages.map((page) => (
        <Page key={page.route} page={page} />
      ))}
    </>
  )
}
