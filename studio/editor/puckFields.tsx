import { AutoField, FieldLabel, type CustomFieldRender, type Field, type Fields } from '@puckeditor/core'
import { useState } from 'react'
import { studioMessages } from '../messages.ts'
import type { ChoiceOption, FieldSpec, SectionFields } from './fieldSpecs.ts'
import { SECTION_ID } from './puckData.ts'
import { FieldIssues } from './FieldIssues.tsx'
import classes from './Editor.module.css'

// A section type's fields as Puck fields, made from the schema's description (fieldSpecs.ts): each
// field's Danish name and help from its schema, required marks, selects for allowed values and
// collection items, lists that grow and shrink.

const text = studioMessages.editor

/** A field's label: its Danish name and its name in the JSON ("Spørgsmål · questions"), and whether it must be filled in. */
const labelOf = (spec: FieldSpec) => {
  const name = spec.name ? text.fieldName(spec.title, spec.name) : spec.title
  return spec.required ? `${name} (${text.required})` : name
}

const choices = (options: ChoiceOption[], required: boolean) => [...(required ? [] : [{ value: '', label: text.none }]), ...options]

/** "all", or a list of ids: a tick for "all" and one box per item. */
function References({
  options,
  value,
  onChange,
  readOnly,
  id,
}: {
  options: ChoiceOption[]
  value: unknown
  onChange: (value: unknown) => void
  readOnly?: boolean
  id: string
}) {
  const all = value === 'all'
  const picked = Array.isArray(value) ? (value as string[]) : []
  const toggle = (item: string) => onChange(picked.includes(item) ? picked.filter((other) => other !== item) : [...picked, item])
  return (
    <div className={classes.references}>
      <label>
        <input type="checkbox" id={id} checked={all} disabled={readOnly} onChange={() => onChange(all ? [] : 'all')} /> {text.all}
      </label>
      {!all &&
        options.map((option) => (
          <label key={option.value}>
            <input type="checkbox" checked={picked.includes(option.value)} disabled={readOnly} onChange={() => toggle(option.value)} /> {option.label}
          </label>
        ))}
    </div>
  )
}

/** Any other shape, as JSON text; the value changes once the text is valid JSON. */
function JsonText({ value, onChange, readOnly, id }: { value: unknown; onChange: (value: unknown) => void; readOnly?: boolean; id: string }) {
  const [invalid, setInvalid] = useState(false)
  return (
    <>
      <textarea
        id={id}
        className={classes.json}
        rows={6}
        defaultValue={JSON.stringify(value ?? null, null, 2)}
        readOnly={readOnly}
        aria-invalid={invalid}
        onInput={(event) => {
          try {
            onChange(JSON.parse(event.currentTarget.value))
            setInvalid(false)
          } catch {
            setInvalid(true)
          }
        }}
      />
      {invalid && <p className={classes.issue}>{text.invalidJson}</p>}
    </>
  )
}

/** The control of a field, without its label and help (described() adds them). */
function innerField(spec: FieldSpec): Field {
  switch (spec.kind) {
    case 'text':
      return { type: spec.multiline ? 'textarea' : 'text' }
    case 'number':
      return { type: 'number', min: spec.min, max: spec.max, step: spec.integer ? 1 : undefined }
    case 'boolean':
      return {
        type: 'radio',
        options: [
          { value: true, label: text.yes },
          { value: false, label: text.no },
        ],
      }
    case 'choice':
      return { type: 'select', options: choices(spec.options, spec.required) }
    case 'object':
      return { type: 'object', objectFields: Object.fromEntries(spec.fields.map((field) => [field.name, described(field)])) }
    case 'list':
      return {
        type: 'array',
        min: spec.min,
        max: spec.max,
        arrayFields:
          spec.item.kind === 'object' ? Object.fromEntries(spec.item.fields.map((field) => [field.name, described(field)])) : { value: described(spec.item) },
      }
    case 'references':
      return {
        type: 'custom',
        render: ({ value, onChange, readOnly, id }) => <References options={spec.options} value={value} onChange={onChange} readOnly={readOnly} id={id} />,
      }
    case 'json':
      return {
        type: 'custom',
        render: ({ value, onChange, readOnly, id }) => <JsonText value={value} onChange={onChange} readOnly={readOnly} id={id} />,
      }
  }
}

/**
 * A field with its label and required mark, the control, and the schema's help under it; a section's
 * top field also shows the build's messages for it.
 */
function described(spec: FieldSpec, withIssues = false): Field {
  const inner = innerField(spec)
  const render: CustomFieldRender<unknown> = ({ value, onChange, readOnly, id }) => (
    <div className={classes.field} data-section-field={withIssues ? spec.name : undefined}>
      <FieldLabel
        label={labelOf(spec)}
        el={inner.type === 'text' || inner.type === 'textarea' || inner.type === 'number' || inner.type === 'select' ? 'label' : 'div'}
        readOnly={readOnly}
      >
        <AutoField field={inner} value={value} onChange={onChange} readOnly={readOnly} id={id} />
      </FieldLabel>
      {spec.help && <p className={classes.help}>{spec.help}</p>}
      {withIssues && <FieldIssues field={spec.name} />}
    </div>
  )
  return { type: 'custom', label: labelOf(spec), render }
}

/** A section type's Puck fields; its id is the prop `sectionId`. */
export function puckFields(fields: SectionFields): Fields {
  return Object.fromEntries(fields.map((spec) => [spec.name === 'id' ? SECTION_ID : spec.name, described(spec, true)]))
}
