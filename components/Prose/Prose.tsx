import type { RichText } from '../../schemas/contentKeywords.ts'
import classes from './Prose.module.css'

export interface ProseProps {
  /** Text converted from Markdown at build time (raw HTML in the Markdown was refused). */
  text: RichText
}

/** A body of long text: headings, paragraphs, lists, links, quotes and tables in the site's type. */
export function Prose({ text }: ProseProps) {
  return <div className={classes.root} dangerouslySetInnerHTML={{ __html: text.html }} />
}
