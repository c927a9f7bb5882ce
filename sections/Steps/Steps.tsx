import { SectionHeading } from '../../components/SectionHeading/index.ts'
import type { StepsSection } from './schema.ts'
import classes from './Steps.module.css'

/** A numbered process (an ordered list, so the numbers are announced too). */
export default function Steps({ title, lead, steps }: StepsSection) {
  return (
    <div className={classes.block}>
      <SectionHeading title={title} lead={lead} />
      <ol className={classes.list}>
        {steps.map((step) => (
          <li key={step.title} className={classes.step}>
            <h3 className={classes.title}>{step.title}</h3>
            <p className={classes.description}>{step.description}</p>
          </li>
        ))}
      </ol>
    </div>
  )
}
