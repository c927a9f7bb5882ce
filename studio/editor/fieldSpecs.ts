// The editor's description of a section's fields, made on the server from the section's schema and
// handed to the browser as plain data (studio/editor/puckFields.tsx turns it into Puck fields).

export interface ChoiceOption {
  value: string
  label: string
}

interface Common {
  /** The field's name in the JSON ('' for a list's items). */
  name: string
  /** The field's Danish name: its schema's `title`. */
  title: string
  /** The field's Danish help: its schema's `description`. */
  help: string
  required: boolean
}

export type FieldSpec = Common &
  (
    | { kind: 'text'; multiline: boolean }
    | { kind: 'number'; integer: boolean; min?: number; max?: number }
    | { kind: 'boolean' }
    | { kind: 'choice'; options: ChoiceOption[] }
    /** A list of a collection's items by id, or "all" of them. */
    | { kind: 'references'; options: ChoiceOption[] }
    | { kind: 'object'; fields: FieldSpec[] }
    | { kind: 'list'; item: FieldSpec; min?: number; max?: number }
    /** Any other shape (a choice between forms): edited as JSON. */
    | { kind: 'json' }
  )

/** A section type's fields in schema order, besides `type`; `id` first. */
export type SectionFields = FieldSpec[]
