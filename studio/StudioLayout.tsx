import type { ReactNode } from 'react'
import { STUDIO_ROUTE } from './addresses.ts'
import { studioMessages } from './messages.ts'
import classes from './Studio.module.css'

const parts = [
  { href: STUDIO_ROUTE, label: studioMessages.nav.sections },
  { href: `${STUDIO_ROUTE}/sider`, label: studioMessages.nav.pages },
  { href: `${STUDIO_ROUTE}/samlinger`, label: studioMessages.nav.collections },
  { href: `${STUDIO_ROUTE}/maskiner`, label: studioMessages.nav.machines },
]

/** The studio's frame: its title, the way between its parts, and the part shown. */
export function StudioLayout({ current, children }: { current: string; children: ReactNode }) {
  return (
    <div className={classes.shell}>
      <header>
        <p>
          <strong>{studioMessages.title}</strong>
        </p>
        <nav aria-label={studioMessages.nav.label} className={classes.nav}>
          {parts.map((part) => (
            <a key={part.href} href={part.href} aria-current={part.href === current ? 'page' : undefined}>
              {part.label}
            </a>
          ))}
        </nav>
      </header>
      <main>{children}</main>
    </div>
  )
}
