import { ActionLink } from '../../components/Action/index.ts'
import { Prose } from '../../components/Prose/index.ts'
import type { ArticleBodySection } from './schema.ts'
import classes from './ArticleBody.module.css'

/** An article's text and its closing call to action to /kontakt. Static: it keeps its prerendered HTML. */
export default function ArticleBody({ id, article, ctaTitle, ctaText }: ArticleBodySection) {
  return (
    <div className={classes.root}>
      <Prose text={article.body} />
      <aside className={classes.cta} aria-labelledby={`${id}-cta`}>
        <h2 id={`${id}-cta`} className={classes.ctaTitle}>
          {ctaTitle}
        </h2>
        <p className={classes.ctaText}>{ctaText}</p>
        <ActionLink href="/kontakt" size="lg">
          {article.ctaLabel}
        </ActionLink>
      </aside>
    </div>
  )
}
