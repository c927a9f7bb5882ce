import { SectionHeading } from '../../components/SectionHeading/index.ts'
import type { ChecklistSection } from './schema.ts'
import classes from './Checklist.module.css'

/** A heading and a list of points, each with a tick. */
export default function Checklist({ title, lead, items }: ChecklistSection) {
  return (
    <div className={classes.block}>
      <SectionHeading title={title} lead={lead} />
      <ul className={classes.list}>
        {items.map((item) => (
          <li key={item} className={classes.item}>
            {item}
          </li>
        ))}
      </ul>
    </div>
  )
}
