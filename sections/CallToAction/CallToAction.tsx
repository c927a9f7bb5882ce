import { ActionLinks } from '../../components/Action/index.ts'
import type { CallToActionSection } from './schema.ts'
import classes from './CallToAction.module.css'

/** A closing band: heading, a sentence and the buttons toward /kontakt. */
export default function CallToAction({ title, text, actions }: CallToActionSection) {
  return (
    <div className={classes.root}>
      <h2 className={classes.title}>{title}</h2>
      <p className={classes.text}>{text}</p>
      <ActionLinks actions={actions} className={classes.actions} primaryClassName={classes.primary} />
    </div>
  )
}
