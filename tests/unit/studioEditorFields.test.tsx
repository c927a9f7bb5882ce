import { Puck } from '@puckeditor/core'
import { fireEvent, render, within } from '@testing-library/react'
import type { ReactNode } from 'react'
import { beforeAll, describe, expect, it } from 'vitest'
import { editorData, type EditorData } from '../../studio/editor/editorData.ts'
import { puckConfig } from '../../studio/editor/PageEditor.tsx'
import { PAGE_ZONE, toPuckData } from '../../studio/editor/puckData.ts'
import { studioMessages } from '../../studio/messages.ts'
import { REFERENCE_KEYWORD } from '../../schemas/contentKeywords.ts'
import { sectionSchemas, sectionTypes } from '../../sections/definitions.ts'
import type { SectionType } from '../../sections/types.ts'

// The studio's editor (studio/editor/) shows each section type by its Danish name, and each field
// of a section, nested ones too, by its Danish name and help: the `title` and `description` its schema
// gives (sections/<Type>/schema.ts). Here Puck renders the editor's own configuration (puckConfig) in
// jsdom, one section of every type from its sample; tests/e2e/studioEditor.spec.ts proves in a browser
// that this form is the one the editor's panel shows.

const text = studioMessages.editor

/** A section type's schema as written, with the Danish name (`title`) and help (`description`) of it and of each field. */
interface DescribedSchema {
  title: string
  description: string
  type?: string
  required?: string[]
  const?: unknown
  enum?: unknown[]
  anyOf?: unknown[]
  oneOf?: unknown[]
  properties?: Record<string, DescribedSchema>
  items?: DescribedSchema
  [REFERENCE_KEYWORD]?: unknown
}
const schemaOf = (type: SectionType) => sectionSchemas[type] as DescribedSchema

/** A field's label: its Danish name and its JSON name (none for a list's item), and the required mark if it must be filled in. */
const labelOf = (schema: DescribedSchema, name: string, required: boolean) => {
  const label = name ? text.fieldName(schema.title, name) : schema.title
  return required ? `${label} (${text.required})` : label
}

/** A form's own fields of an object: its properties but a fixed `type`. */
const ownFields = (schema: DescribedSchema) => Object.entries(schema.properties ?? {}).filter(([name, field]) => name !== 'type' || field.const === undefined)

/** A schema whose value is one choice or a choice of forms: the editor offers it as one control, with no fields inside. */
const isOneControl = (schema: DescribedSchema) => Boolean(schema[REFERENCE_KEYWORD] ?? schema.enum ?? schema.anyOf ?? schema.oneOf)

/**
 * The field whose label reads `label`, within `scope`: the element that holds both the label and the
 * help under it (the nearest one with a paragraph of its own).
 */
function fieldLabelled(scope: HTMLElement, label: string): HTMLElement {
  const [labelText] = within(scope).getAllByText(label, { exact: true })
  let field = labelText!.parentElement
  while (field && field !== scope && !field.querySelector(':scope > p')) field = field.parentElement
  return field!
}

/** The paragraph of help under a field's label. */
const helpOf = (field: HTMLElement) => field.querySelector(':scope > p')?.textContent

/**
 * Checks that `schema`'s value, shown in `field`, shows its fields with their labels and help: an
 * object's properties, and a list's item (its first item opened).
 */
function expectFieldsInside(field: HTMLElement, schema: DescribedSchema, where: string): string[] {
  if (isOneControl(schema)) return []
  if (schema.type === 'array' && schema.items) {
    const first = within(field).queryAllByText(text.puck['field-arrayitem-summary'].replace('{index}', '0'), { exact: true })[0]
    if (!first) return [`${where}[]`]
    fireEvent.click(first)
    if (schema.items.type === 'object') return expectFieldsInside(field, schema.items, `${where}[]`)
    if (isOneControl(schema.items)) return []
    const item = fieldLabelled(field, labelOf(schema.items, '', true))
    expect(helpOf(item), `${where}[]`).toBe(schema.items.description)
    return expectFieldsInside(item, schema.items, `${where}[]`)
  }
  return ownFields(schema).flatMap(([name, fieldSchema]) => {
    const inner = fieldLabelled(field, labelOf(fieldSchema, name, schema.required?.includes(name) ?? false))
    expect(helpOf(inner), `${where}.${name}`).toBe(fieldSchema.description)
    return expectFieldsInside(inner, fieldSchema, `${where}.${name}`)
  })
}

let data: EditorData
beforeAll(() => {
  data = editorData('data/pages/index.json', false)
})

type Props = Record<string, unknown>

/** Puck's props of an object, with an empty item in each list the sample leaves empty, so every field inside a list can be opened. */
function withEveryListFilled(props: Props, schema: DescribedSchema): Props {
  const filled = { ...props }
  for (const [name, field] of ownFields(schema)) {
    if (isOneControl(field)) continue
    if (field.type === 'object') filled[name] = withEveryListFilled((props[name] ?? {}) as Props, field)
    if (field.type === 'array' && field.items) {
      const [first = {}, ...rest] = (props[name] ?? []) as Props[]
      filled[name] = [field.items.type === 'object' ? withEveryListFilled(first, field.items) : first, ...rest]
    }
  }
  return filled
}

/** Puck's panel (`part`) with one section of `type` selected (its sample, every list with an item), as the editor configures Puck. */
function renderPanel(type: SectionType, part: ReactNode) {
  const page = toPuckData({ sections: [data.samples[type]] }, data.fields, () => 'blok-1')
  page.content[0]!.props = withEveryListFilled(page.content[0]!.props, schemaOf(type))
  return render(
    <Puck config={puckConfig(data)} data={page} dictionary={text.puck} ui={{ itemSelector: { index: 0, zone: PAGE_ZONE } }}>
      {part}
    </Puck>,
  )
}

describe("the studio editor's form for each section type", () => {
  it('lists every section type by its Danish name and its type id', () => {
    const { container } = renderPanel('hero', <Puck.Components />)
    for (const type of sectionTypes)
      expect(within(container).queryAllByText(text.sectionLabel(schemaOf(type).title, type), { exact: true }), type).not.toEqual([])
  })

  it.each(sectionTypes)('%s: shows each field, nested ones too, by its Danish name and JSON name, with its Danish help under it', (type) => {
    const schema = schemaOf(type)
    const { container } = renderPanel(type, <Puck.Fields />)
    const unopened = ownFields(schema).flatMap(([name, fieldSchema]) => {
      // The section's own field of that name (its id travels as sectionId), with its label and its help under it.
      const field = container.querySelector<HTMLElement>(`[data-section-field="${name}"]`)
      expect(field, `${type}.${name}`).not.toBeNull()
      expect(fieldLabelled(field!, labelOf(fieldSchema, name, schema.required?.includes(name) ?? false)), `${type}.${name}`).toBe(field)
      expect(helpOf(field!), `${type}.${name}`).toBe(fieldSchema.description)
      return expectFieldsInside(field!, fieldSchema, `${type}.${name}`)
    })
    // Every list has an item to open (withEveryListFilled), so no field inside one goes unchecked.
    expect(unopened).toEqual([])
  })
})
