import type { Hydration } from '../sections/defineSection.ts'
import { previewRoute, sectionAnchor } from './addresses.ts'
import { CopyJsonButton } from './CopyJsonButton.tsx'
import { studioMessages } from './messages.ts'
import type { SectionEntry } from './sectionCatalogue.ts'
import classes from './Studio.module.css'
import { TableHead } from './TableHead.tsx'

const text = studioMessages.sections

function Preview({ type, width }: { type: string; width: 'phone' | 'desktop' }) {
  const label = width === 'phone' ? text.phone : text.desktop
  const frame = <iframe className={classes[width]} src={previewRoute(type)} title={text.preview(type, label)} loading="lazy" />
  return (
    <figure className={classes.frame}>
      {width === 'desktop' ? <div className={classes.desktopWindow}>{frame}</div> : frame}
      <figcaption className={classes.muted}>{label}</figcaption>
    </figure>
  )
}

function Fields({ entry }: { entry: SectionEntry }) {
  return (
    <table className={classes.table}>
      <caption>
        {text.fields} ({entry.fields.length})
      </caption>
      <TableHead columns={[text.field, text.name, text.type, text.required, text.allowed, text.description]} />
      <tbody>
        {entry.fields.map((field) => (
          <tr key={field.name}>
            <th scope="row">
              <code>{field.name}</code>
            </th>
            <td>{field.title}</td>
            <td>{field.type}</td>
            <td>{field.required ? text.yes : text.no}</td>
            <td>
              {field.allowed.map((value) => (
                <code key={value}>{value} </code>
              ))}
            </td>
            <td>{field.description}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

/** When a section's island starts: never (static), at the visitor's first use, or also by itself near the screen, and why. */
function startRule(entry: SectionEntry): string {
  if (entry.hydration === 'static') return text.startNever
  return entry.startsNearReason ? `${text.startNear} ${entry.startsNearReason}` : text.startOnUse
}

function SectionType({ entry, meanings }: { entry: SectionEntry; meanings: Record<Hydration, string> }) {
  return (
    <article id={sectionAnchor(entry.type)} className={classes.entry} aria-labelledby={`${sectionAnchor(entry.type)}-navn`}>
      <h2 id={`${sectionAnchor(entry.type)}-navn`}>{entry.type}</h2>
      <p>
        <strong>{entry.title}</strong>: {entry.description}
      </p>
      <p className={classes.muted}>
        <code>{entry.folder}</code>
      </p>
      <dl>
        <dt>{text.behaviour}</dt>
        <dd>
          <strong>{studioMessages.hydration[entry.hydration]}</strong> (<code>hydration: &apos;{entry.hydration}&apos;</code>)
        </dd>
        {entry.hydrationReason && (
          <>
            <dt>{text.why}</dt>
            <dd>{entry.hydrationReason}</dd>
          </>
        )}
        <dt>{text.start}</dt>
        <dd>{startRule(entry)}</dd>
        <dt>{text.rule}</dt>
        <dd className={classes.muted}>{meanings[entry.hydration]}</dd>
      </dl>
      <div className={classes.previews}>
        <Preview type={entry.type} width="phone" />
        <Preview type={entry.type} width="desktop" />
      </div>
      <h3>
        {text.json} <code>{entry.sampleFile}</code>
      </h3>
      <pre className={classes.json}>
        <code>{entry.sampleJson}</code>
      </pre>
      <CopyJsonButton json={entry.sampleJson} />
      <Fields entry={entry} />
    </article>
  )
}

/** Every section type: its sample rendered at two widths, its JSON and its fields. */
export function SectionsView({ sections, meanings }: { sections: SectionEntry[]; meanings: Record<Hydration, string> }) {
  return (
    <>
      <h1>{text.heading}</h1>
      <p className={classes.lead}>{text.lead}</p>
      <nav aria-label={text.index}>
        <ul className={classes.index}>
          {sections.map((entry) => (
            <li key={entry.type}>
              <a href={`#${sectionAnchor(entry.type)}`}>{entry.type}</a>
            </li>
          ))}
        </ul>
      </nav>
      {sections.map((entry) => (
        <SectionType key={entry.type} entry={entry} meanings={meanings} />
      ))}
    </>
  )
}
