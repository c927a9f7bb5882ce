import { SectionHeading } from '../../components/SectionHeading/index.ts'
import type { StatsSection } from './schema.ts'
import classes from './Stats.module.css'

/** Key figures as a list of term (what) and value (the figure), with notes under them. */
export default function Stats({ title, lead, items, notes }: StatsSection) {
  return (
    <div className={classes.block}>
      <SectionHeading title={title} lead={lead} />
      <dl className={classes.list}>
        {items.map((item) => (
          <div key={item.label} className={classes.item}>
            <dt className={classes.label}>{item.label}</dt>
            <dd className={classes.value}>{item.value}</dd>
          </div>
        ))}
      </dl>
      {notes && (
        <ul className={classes.notes}>
          {notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      )}
    </div>
  )
}
