import { Prose } from '../../components/Prose/index.ts'
import type { CaseStorySection } from './schema.ts'
import classes from './CaseStory.module.css'

/** A case's challenge and solution (Markdown) and its implementation steps, numbered from 1. Static. */
export default function CaseStory({ challengeTitle, challenge, solutionTitle, solution, stepsTitle, steps }: CaseStorySection) {
  return (
    <div className={classes.root}>
      <div className={classes.columns}>
        <div>
          <h2 className={classes.heading}>{challengeTitle}</h2>
          <Prose text={challenge} />
        </div>
        <div>
          <h2 className={classes.heading}>{solutionTitle}</h2>
          <Prose text={solution} />
        </div>
      </div>
      <h2 className={classes.heading}>{stepsTitle}</h2>
      <ol className={classes.steps}>
        {steps.map((step) => (
          <li key={step.title} className={classes.step}>
            <h3 className={classes.stepTitle}>{step.title}</h3>
            <p className={classes.stepText}>{step.text}</p>
          </li>
        ))}
      </ol>
    </div>
  )
}
