import '@mantine/core/styles/CloseButton.css'
import '@mantine/core/styles/Notification.css'
import '@mantine/notifications/styles.css'
import { Notifications, notifications } from '@mantine/notifications'
import { createRoot } from 'react-dom/client'
import { messages } from '../../site/messages.ts'
import { MantineScope } from '../MantineScope/index.ts'
import classes from './CopyToast.module.css'

let mounted = false

/**
 * Mounts the toast container once, with the first toast, in a root of its own at the end of <body>:
 * a labelled region that takes focus, so Alt+T brings a keyboard user to the toasts and their close
 * buttons, as the original site's toaster does.
 */
function mountHost() {
  if (mounted) return
  mounted = true
  const host = document.createElement('section')
  host.tabIndex = -1
  host.setAttribute('aria-label', messages.shell.notifications)
  document.body.append(host)
  document.addEventListener('keydown', (event) => {
    if (event.altKey && event.code === 'KeyT') host.focus()
  })
  createRoot(host).render(
    <MantineScope>
      <Notifications
        withinPortal={false}
        position="bottom-center"
        limit={3}
        zIndex={400}
        transitionDuration={150}
        classNames={{ notification: classes.toast }}
      />
    </MantineScope>,
  )
}

export interface Toast {
  /** Bold first line; optional. */
  title?: string
  /** The message. */
  message: string
  /** How long it stays, in ms. */
  duration: number
  /** The language of the message where it is not the page's (Danish), so a screen reader reads it in its own. */
  lang?: string
}

/** Shows a toast (role="alert" from Mantine) that closes by itself after `duration`. */
export function showToast({ title, message, duration, lang }: Toast) {
  mountHost()
  notifications.show({ title, message: lang ? <span lang={lang}>{message}</span> : message, autoClose: duration, withCloseButton: true, withBorder: true })
}
