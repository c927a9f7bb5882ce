import { site } from '../../site/index.ts'

/** "Man-fre 09:00-17:00" and the weekend note, from the site config, as one paragraph. */
export function OpeningHours({ className }: { className?: string }) {
  const { weekdays, opens, closes, weekendNote } = site.openingHours
  return (
    <p className={className}>
      {weekdays} {opens}-{closes}
      <br />
      {weekendNote}
    </p>
  )
}
