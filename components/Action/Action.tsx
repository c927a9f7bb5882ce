import type { AnchorHTMLAttributes, ComponentPropsWithRef } from 'react'
import classes from './Action.module.css'

interface ActionStyle {
  /** Filled (the main action) or outline (a secondary one). */
  variant?: 'filled' | 'outline'
  /** Height and padding. */
  size?: 'md' | 'lg'
}

/** A link that looks like a button: every call to action on the site. Plain HTML, no runtime cost. */
export function ActionLink({ variant = 'filled', size = 'md', className, children, ...props }: ActionStyle & AnchorHTMLAttributes<HTMLAnchorElement>) {
  return (
    <a {...props} className={[classes.root, className].filter(Boolean).join(' ')} data-variant={variant} data-size={size}>
      {children}
    </a>
  )
}

/**
 * A row of calls to action (a hero's, a closing band's): the first is the main one, filled; the
 * others are outline. `primaryClassName` styles the first one further.
 */
export function ActionLinks({
  actions,
  className,
  primaryClassName,
}: {
  actions: readonly { label: string; href: string }[]
  className?: string
  primaryClassName?: string
}) {
  return (
    <div className={[classes.row, className].filter(Boolean).join(' ')}>
      {actions.map((action, index) => (
        <ActionLink
          key={action.href + action.label}
          href={action.href}
          size="lg"
          variant={index === 0 ? 'filled' : 'outline'}
          className={index === 0 ? primaryClassName : undefined}
        >
          {action.label}
        </ActionLink>
      ))}
    </div>
  )
}

/** A button with the same look as ActionLink, for actions that stay on the page. */
export function ActionButton({ variant = 'filled', size = 'md', className, type = 'button', ...props }: ActionStyle & ComponentPropsWithRef<'button'>) {
  return <button {...props} type={type} className={[classes.root, className].filter(Boolean).join(' ')} data-variant={variant} data-size={size} />
}
