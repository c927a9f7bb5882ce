import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderMarkdown } from '../../content/markdown.ts'
import { render } from '../../tests/render.tsx'
import RichText from './RichText.tsx'

describe('RichText', () => {
  it('shows its heading and the HTML the build made from Markdown, headings nested under it', () => {
    const body = { html: renderMarkdown('### Udfordringen\n\n- Dyre leads\n- Få henvendelser', 3).html }
    render(<RichText id="historie" type="richText" title="Om opgaven" body={body} />)
    expect(screen.getByRole('heading', { level: 2, name: 'Om opgaven' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 3, name: 'Udfordringen' })).toBeInTheDocument()
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Dyre leads', 'Få henvendelser'])
  })
})
