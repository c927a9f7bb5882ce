import classes from './ExpertiseTags.module.css'

export interface ExpertiseTagsProps {
  /** The tags, in order. */
  tags: readonly string[]
  /** Accessible name of the list, e.g. "Ekspertise". */
  label: string
}

/** A member's expertise as a list of small tags; nothing when there are none. */
export function ExpertiseTags({ tags, label }: ExpertiseTagsProps) {
  if (tags.length === 0) return null
  return (
    <ul className={classes.root} aria-label={label}>
      {tags.map((tag) => (
        <li key={tag} className={classes.tag}>
          {tag}
        </li>
      ))}
    </ul>
  )
}
