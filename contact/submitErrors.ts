import { contactFormMessages } from './formMessages.ts'

/**
 * The text shown for a failed send, from the error's message (SPEC.md section 8):
 * rate limiting and network trouble get their own sentences, validation messages from the
 * server are shown as they are, anything else gets the general one.
 */
export function userFacingSubmitError(rawMessage: string): string {
  const text = contactFormMessages
  if (rawMessage.includes('Rate limit')) return text.rateLimited
  if (rawMessage.includes('Validation')) return rawMessage
  if (rawMessage.includes('network') || rawMessage.includes('fetch')) return text.networkError
  return text.sendFailed
}
