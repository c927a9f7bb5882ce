import { CONTACT_SUCCESS_MESSAGE } from '../supabase/functions/_shared/contactRules.ts'

/** The contact form's labels, hints and messages (the rules it shares with the function are in supabase/functions/_shared/contactRules.ts). */
export const contactFormMessages = {
  nameLabel: 'Navn',
  emailLabel: 'E-mail',
  companyLabel: 'Virksomhed (valgfrit)',
  businessTypeLabel: 'Virksomhedstype (valgfrit)',
  budgetLabel: 'Månedligt marketingbudget (valgfrit)',
  messageLabel: 'Besked',
  chooseOption: 'Vælg …',
  businessTypes: { ecommerce: 'Webshop', service: 'Servicevirksomhed', other: 'Andet' },
  budgets: {
    'under-10000': 'Under 10.000 kr. om måneden',
    '10000-25000': '10.000-25.000 kr. om måneden',
    '25000-50000': '25.000-50.000 kr. om måneden',
    'over-50000': 'Over 50.000 kr. om måneden',
  },
  honeypotLabel: 'Lad dette felt være tomt',
  submit: 'Send besked',
  loadFailed: 'Formularen kunne ikke gøres klar, måske fordi siden er blevet opdateret. Genindlæs siden, eller skriv direkte til os på',
  noScript: 'Formularen kan kun sendes, når JavaScript er slået til. Skriv i stedet direkte til os på',
  submitting: 'Sender …',
  sendAnother: 'Send en ny besked',
  requiredNote: 'Felter uden "valgfrit" skal udfyldes.',
  successDefault: CONTACT_SUCCESS_MESSAGE,
  submitFailed: 'Failed to submit form',
  unexpectedResponse: 'Unexpected response from server',
  rateLimited: 'Too many requests. Please wait before submitting again.',
  networkError: 'Network error. Please check your connection and try again.',
  sendFailed: 'Failed to send message. Please try again.',
  timedOut: 'Request timed out',
}
