import { SectionHeading } from '../../components/SectionHeading/index.ts'
import type { HighlightsSection } from './schema.ts'
import classes from './Highlights.module.css'

/** A heading and a few short points as numbered cards (values, culture). */
export default function Highlights({ title, lead, items }: HighlightsSection) {
  return (
    <div className={classes.root}>
      <SectionHeading title={title} lead={lead} />
      <ol className={classes.list} data-count={items.length}>
        {items.map((item) => (
          <li key={item.title} className={classes.item}>
            <h3 className={classes.title}>{item.title}</h3>
            <p className={classes.text}>{item.text}</p>
          </li>
        ))}
      </ol>
    </div>
  )
}
