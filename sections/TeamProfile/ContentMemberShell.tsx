import { lazy, Suspense, useState } from 'react'
import { ActionLink } from '../../components/Action/index.ts'
import { needsScript } from '../../components/NoScript/index.ts'
import { TeamWayOn } from '../../team/TeamWayOn/index.ts'
import { teamMessages } from '../../team/messages.ts'
import { site } from '../../site/index.ts'
import type { DisplayTeamMember } from '../../team/displayMember.ts'
import { MemberProfile } from './MemberProfile.tsx'
import classes from './TeamProfile.module.css'
import { useHydrated } from '../../components/hooks/useHydrated.ts'

/** The member's slug from an address like "/team/anna-berg" (undefined for anything else). */
export function slugFromPath(pathname: string): string | undefined {
  const match = /^\/team\/([^/]+)\/?$/.exec(pathname)
  if (!match?.[1]) return undefined
  try {
    return decodeURIComponent(match[1])
  } catch {
    return undefined
  }
}

// xstate and the content-system client load only when a member is looked up.
const ContentMemberLookup = lazy(() => import('./ContentMemberLookup.tsx'))

export type LookupState = { status: 'loading'; slow: boolean } | { status: 'found'; member: DisplayTeamMember } | { status: 'notFound' }

/**
 * The loading skeleton: the profile's shape in grey, announced as busy (the lookup's live region,
 * LookupStatus, says what is going on). Only JavaScript ever ends the loading, so without it the
 * skeleton is hidden.
 */
export function ProfileSkeleton() {
  const t = teamMessages
  return (
    <>
      {/* The page's h1 until the member's name replaces it, with or without JavaScript. */}
      <h1 className="sr-only">{t.memberHeading}</h1>
      <div data-state="loading" {...needsScript}>
        <div className={classes.skeleton} aria-busy="true">
          <div className={`${classes.skeletonBlock} ${classes.skeletonPortrait}`} />
          <div className={classes.skeletonLines}>
            <div className={`${classes.skeletonBlock} ${classes.skeletonTitle}`} />
            <div className={`${classes.skeletonBlock} ${classes.skeletonLine}`} />
            <div className={`${classes.skeletonBlock} ${classes.skeletonLine}`} />
            <div className={`${classes.skeletonBlock} ${classes.skeletonShort}`} />
          </div>
        </div>
      </div>
    </>
  )
}

/**
 * The lookup's live region, there from the prerendered page to the end, so each change is announced
 * (one created with its text in it is not): "Henter teammedlem …" to screen readers while loading,
 * the note with the way on (the team, the contact page) for everyone once it takes longer than usual
 * (`slow`), and to screen readers who was found, or that nobody was.
 */
export function LookupStatus({ state }: { state: LookupState }) {
  const t = teamMessages
  const said = state.status === 'found' ? t.memberFound(state.member.name) : state.status === 'notFound' ? t.notFoundTitle : t.loading
  const slow = state.status === 'loading' && state.slow
  return (
    <div role="status" {...needsScript}>
      {slow ? <TeamWayOn text={t.slowMember} /> : <span className="sr-only">{said}</span>}
    </div>
  )
}

/** "Teammedlem ikke fundet" with a way back. */
export function MemberNotFound() {
  const t = teamMessages
  return (
    <div className={classes.notFound} data-state="notFound">
      <h1 className={classes.name}>{t.notFoundTitle}</h1>
      <p className={classes.bio}>{t.notFoundText}</p>
      <ActionLink href="/team" variant="outline">
        {t.backToTeam}
      </ActionLink>
    </div>
  )
}

/** Renders one state of the lookup (its live region aside: LookupStatus). */
export function LookupView({ state }: { state: LookupState }) {
  if (state.status === 'found') return <MemberProfile member={state.member} />
  if (state.status === 'notFound') return <MemberNotFound />
  return <ProfileSkeleton />
}

const LOADING: LookupState = { status: 'loading', slow: false }
const NOT_FOUND: LookupState = { status: 'notFound' }

/**
 * The client-side page of a member that exists only in the content system (the host rewrites
 * /team/* to this shell). Prerendered as the loading skeleton, and, for visitors without
 * JavaScript, a note with the way on instead; in the browser it reads the slug from the address.
 * With no content system configured it shows "not found" without any request.
 */
export function ContentMemberShell() {
  // Undefined on the server and during hydration, so the first render matches the prerendered shell.
  const slug: string | null | undefined = useHydrated() ? (slugFromPath(window.location.pathname) ?? null) : undefined
  const configured = Boolean(site.teamContent?.baseUrl)
  // Without a lookup (no content system, no slug) the shell keeps its own head: noindex, its title.
  const lookup = slug !== undefined && slug !== null && configured
  const [looked, setLooked] = useState<LookupState>(LOADING)
  const state = slug === undefined ? LOADING : lookup ? looked : NOT_FOUND
  return (
    <>
      <LookupStatus state={state} />
      {slug === undefined ? (
        <>
          <ProfileSkeleton />
          <noscript>
            <TeamWayOn text={teamMessages.memberNoScript} />
          </noscript>
        </>
      ) : !lookup ? (
        <MemberNotFound />
      ) : (
        <Suspense fallback={<ProfileSkeleton />}>
          <ContentMemberLookup slug={slug} onState={setLooked} />
        </Suspense>
      )}
    </>
  )
}
