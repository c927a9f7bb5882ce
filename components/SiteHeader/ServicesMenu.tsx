import { useClickOutside } from '@mantine/hooks'
import { useId, useRef, useState, type KeyboardEvent } from 'react'
import { messages } from '../../messages/index.ts'
import classes from './SiteHeader.module.css'

export interface ServicesMenuProps {
  /** Text of the toggle button. */
  label: string
  /** The services overview page, listed first. */
  overviewHref: string
  /** One link per service page. */
  links: { label: string; href: string }[]
  /** The current path, to mark the current page. */
  currentPath: string
}

/**
 * The services dropdown: a disclosure button and a list of links. It closes on a click
 * outside, on Escape (focus returns to the button) and when a link is chosen.
 */
export function ServicesMenu({ label, overviewHref, links, currentPath }: ServicesMenuProps) {
  const [open, setOpen] = useState(false)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const rootRef = useClickOutside<HTMLDivElement>(() => setOpen(false))
  const listId = useId()
  const current = (href: string) => (href === currentPath ? 'page' : undefined)

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      setOpen(false)
      buttonRef.current?.focus()
    }
  }
  const onBlur = (event: React.FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false)
  }

  return (
    <div className={classes.menu} ref={rootRef} onKeyDown={onKeyDown} onBlur={onBlur}>
      <button ref={buttonRef} type="button" className={classes.link} aria-expanded={open} aria-controls={listId} onClick={() => setOpen(!open)}>
        {label}
        <span className={classes.chevron} aria-hidden="true" />
      </button>
      <ul id={listId} className={classes.dropdown} hidden={!open}>
        {[{ label: messages.shell.servicesOverview, href: overviewHref }, ...links].map((link) => (
          <li key={link.href}>
            <a className={classes.dropdownLink} href={link.href} aria-current={current(link.href)} onClick={() => setOpen(false)}>
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </div>
  )
}
