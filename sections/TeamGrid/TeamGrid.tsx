import { SectionHeading } from '../../components/SectionHeading/index.ts'
import type { TeamGridSection } from './schema.ts'
import { site } from '../../site/index.ts'
import { displayFromCollection, displayFromRecruiting } from '../../team/displayMember.ts'
import classes from './TeamGrid.module.css'
import { TeamGridView } from './TeamGridView.tsx'
import { useHydrated } from '../../components/hooks/useHydrated.ts'
import { useLoadedAfterHydration } from '../../components/hooks/useLoadedAfterHydration.ts'

// xstate and the content-system client load only where a content system is configured.
const loadContentTeamGrid = () => import('./ContentTeamGrid.tsx')

/** The team list on /team: built-in people, then the content system's (when configured), then the recruiting card. */
export default function TeamGrid({ title, lead, members, placeholder }: TeamGridSection) {
  const people = members.map(displayFromCollection)
  // The prerendered grid and the first render in the browser show the built-in members; then, with a
  // content system configured, the list machine takes over. Without one nothing is requested.
  const configured = Boolean(site.teamContent?.baseUrl)
  const ContentTeamGrid = useLoadedAfterHydration(loadContentTeamGrid, configured)
  // Busy from hydration until the list machine's code is here (not if it cannot be loaded).
  const loading = useHydrated() && configured && ContentTeamGrid === undefined
  const builtInGrid = <TeamGridView members={people} placeholder={placeholder} loading={loading} />
  return (
    <div className={classes.root}>
      <SectionHeading title={title} lead={lead} />
      {/* The loaded module's export: the same component on every render. */}
      {/* eslint-disable-next-line react-hooks/static-components */}
      {ContentTeamGrid ? <ContentTeamGrid builtIn={[...people, displayFromRecruiting(placeholder)]} placeholder={placeholder} /> : builtInGrid}
    </div>
  )
}
