import { ActionLink } from '../../components/Action/index.ts'
import type { CaseCtaSection } from './schema.ts'
import classes from './CaseCta.module.css'

/** A closing call to action: heading, a sentence and one button. Static. */
export default function CaseCta({ title, text, action }: CaseCtaSection) {
  return (
    <div className={classes.root}>
      <h2 className={classes.title}>{title}</h2>
      <p className={classes.text}>{text}</p>
      <ActionLink href={action.href} size="lg">
        {action.label}
      </ActionLink>
    </div>
  )
}
