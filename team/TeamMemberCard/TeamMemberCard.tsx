import { useEffect, useRef, useState } from 'react'
import { CopyButton } from '../../components/CopyButton/index.ts'
import { ExpertiseTags } from '../../components/ExpertiseTags/index.ts'
import { needsScript } from '../../components/NoScript/index.ts'
import { TeamPortrait } from '../TeamPortrait/index.ts'
import { teamMessages } from '../messages.ts'
import { telHref } from '../../site/index.ts'
import { bioPreview, type DisplayTeamMember } from '../displayMember.ts'
import classes from './TeamMemberCard.module.css'

export interface TeamMemberCardProps {
  /** The member shown (never the recruiting placeholder). */
  member: DisplayTeamMember
  /**
   * How a long bio is shortened: "cut" at 120 characters with "..." (the team list), or "clamp" to
   * three lines (the home page). Either way "Læs mere" / "Vis mindre" shows the rest.
   */
  bioMode: 'cut' | 'clamp'
  /**
   * Called after the e-mail is copied, e.g. to show the home page's "Copied email" toast (the
   * section brings the toast, so pages without one load none of its code); the button says
   * "Kopieret" for 2 s either way.
   */
  onEmailCopied?: () => void
  /** Heading level of the name. */
  headingLevel?: 'h2' | 'h3'
}

/** A team member's card: portrait, name (to their page), role, bio with its toggle, expertise and contact links. */
export function TeamMemberCard({ member, bioMode, onEmailCopied, headingLevel: Heading = 'h3' }: TeamMemberCardProps) {
  const t = teamMessages
  return (
    <article className={classes.root} data-source={member.isWordPress ? 'content-system' : undefined}>
      <TeamPortrait image={member.image} name={member.name} className={classes.portrait} />
      <div className={classes.body}>
        <Heading className={classes.name}>
          <a href={`/team/${member.slug}`}>{member.name}</a>
        </Heading>
        <p className={classes.role}>{member.role}</p>
        {bioMode === 'cut' ? (
          <CutBio id={bioId(member)} bio={member.bio} name={member.name} />
        ) : (
          <ClampedBio id={bioId(member)} bio={member.bio} name={member.name} />
        )}
        <ExpertiseTags tags={member.expertise} label={`${t.expertise}: ${member.name}`} />
        <ContactLinks member={member} onEmailCopied={onEmailCopied} />
      </div>
    </article>
  )
}

/** The id of a member's bio, which its toggle controls: from the member, so the prerendered page and the browser agree (a page shows a member once). */
const bioId = (member: DisplayTeamMember) => `bio-${member.slug}`

function BioToggle({ expanded, controls, name, onToggle }: { expanded: boolean; controls: string; name: string; onToggle: () => void }) {
  const t = teamMessages
  return (
    <button
      type="button"
      {...needsScript}
      className={classes.toggle}
      aria-expanded={expanded}
      aria-controls={controls}
      aria-label={expanded ? t.readLessAbout(name) : t.readMoreAbout(name)}
      onClick={onToggle}
    >
      {expanded ? t.readLess : t.readMore}
    </button>
  )
}

/** The bio cut at 120 characters ending in "...", with the toggle only when it is longer. */
function CutBio({ id, bio, name }: { id: string; bio: string; name: string }) {
  const [expanded, setExpanded] = useState(false)
  const preview = bioPreview(bio)
  return (
    <>
      <p id={id} className={classes.bio}>
        {expanded ? bio : preview.text}
      </p>
      {preview.truncated && <BioToggle expanded={expanded} controls={id} name={name} onToggle={() => setExpanded((open) => !open)} />}
    </>
  )
}

/** The bio clamped to three lines; the toggle appears once the text is measured to overflow. */
function ClampedBio({ id, bio, name }: { id: string; bio: string; name: string }) {
  const ref = useRef<HTMLParagraphElement>(null)
  const [expanded, setExpanded] = useState(false)
  const [overflows, setOverflows] = useState(false)
  useEffect(() => {
    const element = ref.current
    if (!element || expanded) return
    const measure = () => setOverflows(element.scrollHeight > element.clientHeight + 1)
    measure()
    const observer = new ResizeObserver(measure)
    observer.observe(element)
    return () => observer.disconnect()
  }, [expanded])
  return (
    <>
      <p id={id} ref={ref} className={classes.bio} data-clamped={expanded ? undefined : ''}>
        {bio}
      </p>
      <div className={classes.toggleSlot}>
        {(overflows || expanded) && <BioToggle expanded={expanded} controls={id} name={name} onToggle={() => setExpanded((open) => !open)} />}
      </div>
    </>
  )
}

function ContactLinks({ member, onEmailCopied }: { member: DisplayTeamMember; onEmailCopied: (() => void) | undefined }) {
  const t = teamMessages
  const { email, phone, linkedin } = member
  if (!email && !phone && !linkedin) return null
  return (
    <ul className={classes.contact}>
      {email && (
        <li className={classes.contactItem}>
          <a href={`mailto:${email}`} className={classes.link}>
            <BreakableEmail email={email} />
          </a>
          <CopyButton
            value={email}
            label={t.copyEmailShort}
            copiedLabel={t.copied}
            names={{ label: `${t.copyEmailShort} ${member.name}`, copied: `${t.copied}: ${member.name}` }}
            onCopied={onEmailCopied}
            size="sm"
          />
        </li>
      )}
      {phone && (
        <li className={classes.contactItem}>
          <a href={telHref(phone)} className={`${classes.link} ${classes.phone}`}>
            {phone}
          </a>
        </li>
      )}
      {linkedin && (
        <li className={classes.contactItem}>
          <a href={linkedin} target="_blank" rel="noopener noreferrer" className={classes.link} aria-label={`${t.linkedin}: ${member.name}`}>
            {t.linkedin}
          </a>
        </li>
      )}
    </ul>
  )
}

/** The address with a line-break opportunity after its "@", where a narrow card wraps it rather than mid-word. */
function BreakableEmail({ email }: { email: string }) {
  const at = email.indexOf('@')
  if (at < 0) return email
  return (
    <>
      {email.slice(0, at + 1)}
      <wbr />
      {email.slice(at + 1)}
    </>
  )
}
