// The contact form's rules and messages: the one source for the browser form and the
// secure-contact-form function (Node and Deno alike, so no imports here).

/** What the visitor sends. businessType and budget are optional choices. */
export interface ContactMessage {
  name: string
  email: string
  company: string
  businessType: string
  budget: string
  message: string
}

export const CONTACT_LIMITS = {
  nameMin: 2,
  nameMax: 100,
  emailMax: 254,
  companyMax: 200,
  messageMin: 10,
  messageMax: 2000,
} as const

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** The allowed values of the two optional selects (an empty string means "not chosen"). */
export const BUSINESS_TYPES = ['ecommerce', 'service', 'other'] as const
export const BUDGETS = ['under-10000', '10000-25000', '25000-50000', 'over-50000'] as const

/** The answer to an accepted message; also the form's default success text. */
export const CONTACT_SUCCESS_MESSAGE = 'Your message has been sent successfully!'

export const VALIDATION_MESSAGES = {
  nameShort: 'Name must be at least 2 characters long',
  nameLong: 'Name must be less than 100 characters',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  emailLong: 'Email address is too long',
  messageShort: 'Message must be at least 10 characters long',
  messageLong: 'Message must be less than 2000 characters',
  companyLong: 'Company name must be less than 200 characters',
  businessTypeInvalid: 'Please choose a business type from the list',
  budgetInvalid: 'Please choose a budget from the list',
} as const

/** One failed rule: the field it concerns and the message shown for it. */
export interface ContactFieldError {
  field: keyof ContactMessage
  message: string
}

/**
 * Checks a message against every rule; returns the failures (empty when valid) in the order of the rule
 * table the form's messages come from: name, email, message, company, then the two optional choices.
 */
export function validateContactMessage(input: ContactMessage): ContactFieldError[] {
  const m = VALIDATION_MESSAGES
  const errors: ContactFieldError[] = []
  const name = input.name.trim()
  const email = input.email.trim()
  const message = input.message.trim()
  if (name.length < CONTACT_LIMITS.nameMin) errors.push({ field: 'name', message: m.nameShort })
  else if (name.length > CONTACT_LIMITS.nameMax) errors.push({ field: 'name', message: m.nameLong })
  if (!email) errors.push({ field: 'email', message: m.emailRequired })
  else if (!EMAIL_PATTERN.test(email)) errors.push({ field: 'email', message: m.emailInvalid })
  else if (email.length > CONTACT_LIMITS.emailMax) errors.push({ field: 'email', message: m.emailLong })
  if (message.length < CONTACT_LIMITS.messageMin) errors.push({ field: 'message', message: m.messageShort })
  else if (message.length > CONTACT_LIMITS.messageMax) errors.push({ field: 'message', message: m.messageLong })
  if (input.company.trim().length > CONTACT_LIMITS.companyMax) errors.push({ field: 'company', message: m.companyLong })
  if (input.businessType && !(BUSINESS_TYPES as readonly string[]).includes(input.businessType))
    errors.push({ field: 'businessType', message: m.businessTypeInvalid })
  if (input.budget && !(BUDGETS as readonly string[]).includes(input.budget)) errors.push({ field: 'budget', message: m.budgetInvalid })
  return errors
}

/** The failures as the form shows them: joined with ", ". */
export function joinValidationErrors(errors: ContactFieldError[]): string {
  return errors.map((e) => e.message).join(', ')
}
