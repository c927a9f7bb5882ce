import { lazy, Suspense, useEffect, useState } from 'react'
import { ActionLink } from '../../components/Action/index.ts'
import { messages } from '../../messages/index.ts'
import { site } from '../../site/index.ts'
import type { DisplayTeamMember } from '../../teamMembers/displayMember.ts'
import { MemberProfile } from './MemberProfile.tsx'
import classes from './TeamProfile.module.css'

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

export type LookupState = { status: 'loading' } | { status: 'found'; member: DisplayTeamMember } | { status: 'notFound' }

/** The loading skeleton: the profile's shape in grey, announced as busy. */
export function ProfileSkeleton() {
  return (
    <div className={classes.skeleton} aria-busy="true" data-state="loading">
      <span className="sr-only" role="status">
        {messages.team.loading}
      </span>
      <div className={`${classes.skeletonBlock} ${classes.skeletonPortrait}`} />
      <div className={classes.skeletonLines}>
        <div className={`${classes.skeletonBlock} ${classes.skeletonTitle}`} />
        <div className={`${classes.skeletonBlock} ${classes.skeletonLine}`} />
        <div className={`${classes.skeletonBlock} ${classes.skeletonLine}`} />
        <div className={`${classes.skeletonBlock} ${classes.skeletonShort}`} />
      </div>
    </div>
  )
}

/** "Teammedlem ikke fundet" with a way back. */
export function MemberNotFound() {
  const t = messages.team
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

/** Renders one state of the lookup. */
export function LookupView({ state }: { state: LookupState }) {
  if (state.status === 'found') return <MemberProfile member={state.member} />
  if (state.status === 'notFound') return <MemberNotFound />
  return <ProfileSkeleton />
}

/**
 * The client-side page of a member that exists only in the content system (the host rewrites
 * /team/* to this shell). Prerendered as the loading skeleton; in the browser it reads the slug from
 * the address. With no content system configured it shows "not found" without any request.
 */
export function ContentMemberShell() {
  const [slug, setSlug] = useState<string | null | undefined>(undefined)
  useEffect(() => setSlug(slugFromPath(window.location.pathname) ?? null), [])
  const configured = Boolean(site.teamContent?.baseUrl)
  if (slug === undefined) return <ProfileSkeleton />
  if (slug === null || !configured) return <MemberNotFound />
  return (
    <Suspense fallback={<ProfileSkeleton />}>
      <ContentMemberLookup slug={slug} />
    </Suspense>
  )
}
