import { openConsentSettings } from '../consentStore.ts'
import { messages } from '../../site/messages.ts'
import { needsScript } from '../../components/NoScript/index.ts'

/** "Cookieindstillinger": reopens the consent choices from any page (hidden without JavaScript, where nothing optional loads). */
export function ConsentSettingsButton({ className }: { className?: string }) {
  return (
    <button type="button" className={className} aria-haspopup="dialog" onClick={openConsentSettings} {...needsScript}>
      {messages.cookies.footerButton}
    </button>
  )
}
