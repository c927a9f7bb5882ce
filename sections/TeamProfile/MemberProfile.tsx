import { ActionLink } from '../../components/Action/index.ts'
import { showCopyToast } from '../../components/CopyToast/index.ts'
import { COPY_CONFIRMATION_MS, CopyButton } from '../../components/CopyButton/index.ts'
import { ExpertiseTags } from '../../components/ExpertiseTags/index.ts'
import { TeamPortrait } from '../../team/TeamPortrait/index.ts'
import { teamMessages } from '../../team/messages.ts'
import { messages } from '../../site/messages.ts'
import { telHref } from '../../site/index.ts'
import { firstName, type DisplayTeamMember } from '../../team/displayMember.ts'
import classes from './TeamProfile.module.css'

/** Where "Book en dialog med {first name}" leads. */
export const BOOKING_HREF = '/kontakt'

/**
 * "Kopier": copies a value; the toast "Kopieret!" / "{Email|Telefonnummer} er kopieret til
 * udklipsholderen" stays 2,000 ms, and the button shows "✓ Kopieret" for as long, then resets.
 * `subject` names what is copied in the button's name ("Kopier e-mail", then "Kopieret: e-mail").
 */
function CopyValue({ value, what, subject }: { value: string; what: 'Email' | 'Telefonnummer'; subject: string }) {
  const t = teamMessages
  const toast = { title: t.copiedToastTitle, message: t.copiedToastText(what), duration: COPY_CONFIRMATION_MS }
  return (
    <CopyButton
      value={value}
      label={t.copy}
      copiedLabel={t.copied}
      names={{ label: `${t.copy} ${subject}`, copied: `${t.copied}: ${subject}` }}
      onCopied={() => void showCopyToast(toast)}
    />
  )
}

/** A member's profile: portrait, name, role, bio, expertise, contact block and the call to action. */
export function MemberProfile({ member }: { member: DisplayTeamMember }) {
  const t = teamMessages
  const { email, phone, linkedin } = member
  return (
    // A <div>, not an <article>: the profile is the page itself, and its h1 belongs to the page's outline.
    <div className={classes.profile}>
      <TeamPortrait image={member.image} name={member.name} loading="eager" className={classes.portrait} />
      <div className={classes.info}>
        <h1 className={classes.name}>{member.name}</h1>
        <p className={classes.role}>{member.role}</p>
        <p className={classes.bio}>{member.bio}</p>
        {member.expertise.length > 0 && (
          <>
            <h2 className={classes.subheading}>{t.expertise}</h2>
            <ExpertiseTags tags={member.expertise} label={t.expertise} />
          </>
        )}
        {(email || phone || linkedin) && (
          <div className={classes.contact}>
            <h2 className={classes.subheading}>{t.contact}</h2>
            <dl className={classes.contactList}>
              {email && (
                <div className={classes.contactRow}>
                  <dt>{t.emailLabel}</dt>
                  <dd>
                    <a href={`mailto:${email}`}>{email}</a>
                    <CopyValue value={email} what="Email" subject={t.emailLabel.toLowerCase()} />
                  </dd>
                </div>
              )}
              {phone && (
                <div className={classes.contactRow}>
                  <dt>{t.phoneLabel}</dt>
                  <dd>
                    <a href={telHref(phone)}>{phone}</a>
                    <CopyValue value={phone} what="Telefonnummer" subject={t.phoneNumber} />
                  </dd>
                </div>
              )}
            </dl>
            {linkedin && (
              <a className={classes.linkedin} href={linkedin} target="_blank" rel="noopener noreferrer">
                {t.linkedinProfile}
                <span className="sr-only"> {messages.shell.newTab}</span>
              </a>
            )}
          </div>
        )}
        <ActionLink href={BOOKING_HREF} size="lg" className={classes.book}>
          {t.bookWith(firstName(member.name))}
        </ActionLink>
      </div>
    </div>
  )
}
