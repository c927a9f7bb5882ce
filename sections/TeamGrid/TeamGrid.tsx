import { lazy, Suspense } from 'react'
import { SectionHeading } from '../../components/SectionHeading/index.ts'
import type { TeamGridSection } from './schema.ts'
import { site } from '../../site/index.ts'
import { displayFromCollection, displayFromRecruiting } from '../../team/displayMember.ts'
import classes from './TeamGrid.module.css'
import { TeamGridView } from './TeamGridView.tsx'
import { useHydrated } from '../../components/hooks/useHydrated.ts'

// xstate and the content-system client load only where a content system is configured.
const ContentTeamGrid = lazy(() => import('./ContentTeamGrid.tsx'))

/** The team list on /team: built-in people, then the content system's (when configured), then the recruiting card. */
export default function TeamGrid({ title, lead, members, placeholder }: TeamGridSection) {
  const people = members.map(displayFromCollection)
  // The prerendered grid and the first render in the browser show the built-in members; then, with a
  // content system configured, the list machine takes over. Without one nothing is requested.
  const live = useHydrated() && Boolean(site.teamContent?.baseUrl)
  const builtInGrid = <TeamGridView members={people} placeholder={placeholder} loading={live} />
  return (
    <div className={classes.root}>
      <SectionHeading title={title} lead={lead} />
      {live ? (
        <Suspense fallback={builtInGrid}>
          <ContentTeamGrid builtIn={[...people, displayFromRecruiting(placeholder)]} placeholder={placeholder} />
        </Suspense>
      ) : (
        builtInGrid
      )}
    </div>
  )
}
