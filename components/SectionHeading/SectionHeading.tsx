import classes from './SectionHeading.module.css'

export interface SectionHeadingProps {
  /** The section's heading (h2). */
  title: string
  /** An optional sentence under it. */
  lead?: string
}

/** The heading and lead every content section starts with. */
export function SectionHeading({ title, lead }: SectionHeadingProps) {
  return (
    <>
      <h2 className={classes.title}>{title}</h2>
      {lead && <p className={classes.lead}>{lead}</p>}
    </>
  )
}
