import type { LegalBlock, LegalClauseSection, LegalListItem } from './schema.ts'
import classes from './LegalClause.module.css'

/** A list item's text, whether written as a string or with a requirement (here, not in schema.ts: no schema reaches the browser). */
const listItemText = (item: LegalListItem): string => (typeof item === 'string' ? item : item.text)

function Block({ block }: { block: LegalBlock }) {
  switch (block.kind) {
    case 'paragraph':
      return <p className={classes.paragraph}>{block.text}</p>
    case 'subheading':
      return <h3 className={classes.subheading}>{block.text}</h3>
    case 'list':
      return (
        <ul className={classes.list}>
          {block.items.map(listItemText).map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
      )
    case 'table':
      return (
        <div className={classes.tableScroll} role="region" aria-label={block.caption} tabIndex={0}>
          <table className={classes.table}>
            <caption className={classes.caption}>{block.caption}</caption>
            <thead>
              <tr>
                {block.columns.map((column) => (
                  <th key={column} scope="col">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {block.rows.map((row) => (
                <tr key={row.join('|')}>
                  {row.map((cell, index) =>
                    index === 0 ? (
                      <th key={index} scope="row">
                        {cell}
                      </th>
                    ) : (
                      <td key={index}>{cell}</td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )
  }
}

/** One clause of a legal text: numbered title and its paragraphs, lists and tables. */
export default function LegalClause({ number, title, blocks }: LegalClauseSection) {
  return (
    <div className={classes.root}>
      <h2 className={classes.title}>
        {number !== undefined && <span className={classes.number}>{number}. </span>}
        {title}
      </h2>
      {blocks.map((block, index) => (
        <Block key={index} block={block} />
      ))}
    </div>
  )
}
