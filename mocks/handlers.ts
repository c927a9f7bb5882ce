import { http, HttpResponse } from 'msw'
import { contentSystemHandlers } from './contentSystem.ts'

/** The secure-contact-form function as the browser reaches it without a configured backend (same origin). */
export const CONTACT_FUNCTION_URL = 'http://localhost:3000/functions/v1/secure-contact-form'

/** Default answers of the outside world in tests; override per test with `server.use(...)`. */
export const handlers = [
  http.post(CONTACT_FUNCTION_URL, () => HttpResponse.json({ success: true, message: 'Your message has been sent successfully!' })),
  http.options(CONTACT_FUNCTION_URL, () => new HttpResponse(null, { status: 204 })),
  // The demo content system (its own origin, so no other test is affected).
  ...contentSystemHandlers,
]
