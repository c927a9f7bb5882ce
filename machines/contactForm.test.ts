// @vitest-environment node
import { createActor, fromPromise, SimulatedClock } from 'xstate'
import { describe, expect, it } from 'vitest'
import type { ContactPayload, ContactReply } from '../contact/sendContactMessage.ts'
import { allTransitions, recordTransitions } from './machineCoverage.ts'
import { contactFormMachine, SUBMIT_TIMEOUT_MS, type ContactFields } from './contactForm.ts'
import { modelPaths } from './contactForm.model.ts'

const flush = () => new Promise((resolve) => setTimeout(resolve, 0))
const VALID: Partial<ContactFields> = { name: 'Mette Hansen', email: 'mette@example.dk', message: 'Vi vil gerne høre om Google Ads.' }
const INVALID: Partial<ContactFields> = { name: 'M', email: 'mette@', message: 'Hej' }

/** The real machine; the server and the clock are the test's. Transitions it takes go into `taken`. */
function startForm(taken = new Set<string>()) {
  const clock = new SimulatedClock()
  const sent: ContactPayload[] = []
  let reply: { resolve: (r: ContactReply) => void; reject: (e: Error) => void } | undefined
  const actor = createActor(
    contactFormMachine.provide({
      actors: {
        sendMessage: fromPromise<ContactReply, ContactPayload>(({ input }) => {
          sent.push(input)
          return new Promise((resolve, reject) => (reply = { resolve, reject }))
        }),
      },
    }),
    { clock, input: { startedAt: 1_000 }, inspect: recordTransitions(taken) },
  ).start()
  let typed: Partial<ContactFields> = {}
  const type = (fields: Partial<ContactFields>) => {
    typed = fields
    for (const [field, value] of Object.entries(fields)) actor.send({ type: 'CHANGE', field: field as keyof ContactFields, value: value! })
  }
  return { actor, clock, sent, type, typed: () => typed, reply: () => reply!, snapshot: () => actor.getSnapshot() }
}

describe('contact form machine, model-based', () => {
  const paths = modelPaths()

  /** Walks one path of the model on the real machine, checking each state the visitor sees. */
  const walk = async (path: (typeof paths)[number], taken?: Set<string>) => {
    const sut = startForm(taken)
    const keepsWhatWasTyped = () => expect(sut.snapshot().context.fields).toMatchObject(sut.typed())
    await path.test({
      states: {
        editing: () => {
          expect(sut.snapshot().value).toBe('editing')
          expect(sut.snapshot().context.error).toBeNull()
        },
        invalid: () => {
          expect(sut.snapshot().value).toBe('invalid')
          expect(sut.snapshot().context.error).toBe(
            'Name must be at least 2 characters long, Please enter a valid email address, Message must be at least 10 characters long',
          )
          keepsWhatWasTyped()
        },
        submitting: () => {
          expect(sut.snapshot().value).toBe('submitting')
          expect(sut.sent.at(-1)).toEqual({ company: '', businessType: '', budget: '', ...VALID, website: '', startedAt: sut.snapshot().context.startedAt })
          keepsWhatWasTyped()
        },
        failed: () => {
          expect(sut.snapshot().value).toBe('failed')
          expect(sut.snapshot().context.error).toMatch(/^(Too many requests|Failed to send message)/)
          keepsWhatWasTyped()
        },
        submitted: () => {
          expect(sut.snapshot().value).toBe('submitted')
          expect(sut.snapshot().context.success).toBe('Tak for din besked!')
        },
      },
      events: {
        SUBMIT_INVALID: () => {
          sut.type(INVALID)
          sut.actor.send({ type: 'SUBMIT' })
        },
        SUBMIT_VALID: () => {
          sut.type(VALID)
          sut.actor.send({ type: 'SUBMIT' })
        },
        CLICK_AGAIN: () => {
          const before = sut.sent.length
          sut.actor.send({ type: 'SUBMIT' })
          expect(sut.sent).toHaveLength(before)
        },
        EDIT_WHILE_SENDING: () => sut.actor.send({ type: 'CHANGE', field: 'name', value: 'Ændret' }),
        SERVER_ACCEPTS: async () => {
          sut.reply().resolve({ success: true, message: 'Tak for din besked!' })
          await flush()
        },
        SERVER_ANSWERS_WITHOUT_SUCCESS: async () => {
          sut.reply().resolve({ success: false })
          await flush()
        },
        SEND_FAILS: async () => {
          sut.reply().reject(new Error('Rate limit exceeded'))
          await flush()
        },
        TIME_RUNS_OUT: () => sut.clock.increment(SUBMIT_TIMEOUT_MS),
        RESET: () => {
          sut.actor.send({ type: 'RESET' })
          sut.typed = () => ({})
        },
      },
    })
  }

  it.each(paths.map((path) => [path.description, path] as const))('%s', (_, path) => walk(path))

  // Read from the machine itself: a transition added to contactForm.ts without a step in the
  // model above (and so without a test) fails here.
  it('the paths take every transition the machine defines', async () => {
    const taken = new Set<string>()
    for (const path of paths) await walk(path, taken)
    const defined = allTransitions(contactFormMachine)
    expect(new Set(defined).size, 'each transition is told apart').toBe(defined.length)
    expect(defined.filter((transition) => !taken.has(transition))).toEqual([])
  })
})

describe('contact form machine, details', () => {
  it('ignores edits while sending, so what is sent is what is shown', () => {
    const sut = startForm()
    sut.type(VALID)
    sut.actor.send({ type: 'SUBMIT' })
    sut.actor.send({ type: 'CHANGE', field: 'name', value: 'Ændret' })
    expect(sut.snapshot().context.fields.name).toBe('Mette Hansen')
  })

  it('joins every failure with a comma in the order of the rule table: name, email, message, then company', () => {
    const sut = startForm()
    sut.type({ name: 'M', email: '', company: 'x'.repeat(201), message: 'Hej' })
    sut.actor.send({ type: 'SUBMIT' })
    expect(sut.snapshot().context.error).toBe(
      'Name must be at least 2 characters long, Email is required, Message must be at least 10 characters long, Company name must be less than 200 characters',
    )
  })

  it('after a failed check, a field fixed takes its message away, and all fixed leave none', () => {
    const sut = startForm()
    sut.type(INVALID)
    sut.actor.send({ type: 'SUBMIT' })
    sut.type({ name: 'Mette Hansen' })
    expect(sut.snapshot().context.error).toBe('Please enter a valid email address, Message must be at least 10 characters long')
    sut.type(VALID)
    expect(sut.snapshot().value).toBe('invalid')
    expect(sut.snapshot().context.error).toBe('')
  })

  it('is still sending just before the time-out and gives up exactly at it', () => {
    const sut = startForm()
    sut.type(VALID)
    sut.actor.send({ type: 'SUBMIT' })
    sut.clock.increment(SUBMIT_TIMEOUT_MS - 1)
    expect(sut.snapshot().value).toBe('submitting')
    sut.clock.increment(1)
    expect(sut.snapshot().value).toBe('failed')
    expect(sut.snapshot().context.error).toBe('Failed to send message. Please try again.')
  })

  it('uses the default success text when the server sends none, and RESET empties the form', async () => {
    const sut = startForm()
    sut.type({ ...VALID, company: 'Hansen ApS' })
    sut.actor.send({ type: 'SUBMIT' })
    sut.reply().resolve({ success: true })
    await flush()
    expect(sut.snapshot().context.success).toBe('Your message has been sent successfully!')
    sut.actor.send({ type: 'RESET' })
    expect(sut.snapshot().context.fields).toEqual({ name: '', email: '', company: '', businessType: '', budget: '', message: '', website: '' })
  })
})
