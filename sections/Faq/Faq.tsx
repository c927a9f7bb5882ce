import { ActionLink } from '../../components/Action/index.ts'
import { SectionHeading } from '../../components/SectionHeading/index.ts'
import type { FaqSection } from './schema.ts'
import classes from './Faq.module.css'

/**
 * A single-open accordion on native `<details name>`: opening one question closes the others, with
 * keyboard and screen-reader support from the browser, from first paint and without JavaScript.
 */
export default function Faq({ id, title, lead, questions }: FaqSection) {
  return (
    <div className={classes.root}>
      <SectionHeading title={title} lead={lead} />
      <div className={classes.list}>
        {questions.items.map((item) => (
          <details key={item.question} name={`${id}-accordion`} className={classes.item}>
            <summary className={classes.question}>
              {item.question}
              <span className={classes.sign} aria-hidden="true" />
            </summary>
            <div className={classes.answer}>
              <p>{item.answer}</p>
              {item.link && (
                <ActionLink href={item.link.href} variant="outline">
                  {item.link.label}
                </ActionLink>
              )}
            </div>
          </details>
        ))}
      </div>
    </div>
  )
}
