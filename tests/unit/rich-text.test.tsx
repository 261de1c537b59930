import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { RichText } from '@/components/content/RichText'

type Node = Record<string, unknown>
const text = (value: string, format = 0): Node => ({ type: 'text', text: value, format, version: 1, detail: 0, mode: 'normal', style: '' })
const paragraph = (...children: Node[]): Node => ({ type: 'paragraph', children, version: 1, direction: 'ltr', format: '', indent: 0, textFormat: 0 })
const link = (fields: Node, label: string): Node => ({ type: 'link', fields, children: [text(label)], version: 3, direction: 'ltr', format: '', indent: 0 })
const state = (...children: Node[]) => ({ root: { type: 'root', children, direction: 'ltr' as const, format: '' as const, indent: 0, version: 1 } })
const cell = (value: string, header = 0): Node => ({ type: 'tablecell', headerState: header, children: [paragraph(text(value))], version: 1 })

function render(...children: Node[]) {
  return renderToStaticMarkup(<RichText data={state(...children) as never} locale="en" />)
}

describe('rich text rendering', () => {
  it('renders headings, lists, quotes, bold text and tables as elements', () => {
    const html = render(
      { type: 'heading', tag: 'h2', children: [text('Pricing')], version: 1, direction: 'ltr', format: '', indent: 0 },
      paragraph(text('Margin '), text('matters', 1)),
      { type: 'list', listType: 'bullet', tag: 'ul', start: 1, children: [{ type: 'listitem', value: 1, children: [text('FBO')], version: 1 }], version: 1 },
      { type: 'quote', children: [text('Check rates monthly')], version: 1, direction: 'ltr', format: '', indent: 0 },
      { type: 'table', children: [{ type: 'tablerow', children: [cell('Mode', 1), cell('Who ships', 1)], version: 1 }, { type: 'tablerow', children: [cell('FBS'), cell('Seller')], version: 1 }], version: 1 },
    )
    expect(html).toContain('<h2>Pricing</h2>')
    expect(html).toContain('<strong>matters</strong>')
    expect(html).toMatch(/<ul[^>]*><li[^>]*>FBO<\/li><\/ul>/)
    expect(html).toContain('<blockquote>Check rates monthly</blockquote>')
    expect(html).toMatch(/<table[^>]*>.*<th[^>]*>.*Mode.*<\/th>.*<td[^>]*>.*Seller.*<\/td>/s)
  })

  it('renders code as text in <pre>, never as markup', () => {
    const html = render({ type: 'block', fields: { blockType: 'Code', code: '<script>alert(1)</script>', language: 'plaintext', id: 'c1' }, version: 2, format: '' })
    expect(html).toContain('<pre')
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
    expect(html).not.toContain('<script>')
  })

  it('localizes internal links to the document’s page and drops unsafe URLs', () => {
    const html = render(
      paragraph(
        link({ linkType: 'internal', doc: { relationTo: 'articles', value: { id: 7, section: 'report' } } }, 'report'),
        link({ linkType: 'custom', url: 'javascript:alert(1)' }, 'bad'),
        link({ linkType: 'custom', url: 'https://seller.ozon.ru/' }, 'ozon'),
      ),
    )
    expect(html).toContain('<a href="/en/article/report/7">report</a>')
    expect(html).not.toContain('javascript:')
    expect(html).toContain('<span>bad</span>')
    expect(html).toContain('href="https://seller.ozon.ru/" target="_blank" rel="noopener noreferrer"')
  })

  it('plays an embedded mp4 inline and links other video pages', () => {
    const html = render(
      { type: 'block', fields: { blockType: 'videoEmbed', url: 'https://media.example.com/a.mp4', caption: 'Lesson 1', id: 'v1' }, version: 2, format: '' },
      { type: 'block', fields: { blockType: 'videoEmbed', url: 'https://video.example.com/watch?v=1', id: 'v2' }, version: 2, format: '' },
    )
    expect(html).toMatch(/<video[^>]*src="https:\/\/media.example.com\/a.mp4"/)
    expect(html).toContain('<figcaption>Lesson 1</figcaption>')
    expect(html).toContain('href="https://video.example.com/watch?v=1"')
  })

  it('renders uploaded images with their alt text and uploaded videos as players', () => {
    const upload = (value: Node): Node => ({ type: 'upload', relationTo: 'media', value, fields: {}, id: 'u1', version: 3, format: '' })
    const html = render(
      upload({ id: 1, url: '/media/chart.png', alt: 'Chart', mimeType: 'image/png', width: 800, height: 400 }),
      upload({ id: 2, url: '/media/clip.mp4', alt: '', mimeType: 'video/mp4' }),
      upload({ id: 3, url: '/media/price.pdf', alt: '', mimeType: 'application/pdf' }),
    )
    expect(html).toMatch(/<img[^>]*alt="Chart"/)
    expect(html).toMatch(/<video[^>]*src="\/media\/clip.mp4"/)
    expect(html).not.toContain('price.pdf')
  })
})

describe('rich text headings', () => {
  it('start at h2 under the page title, keeping their relative levels', () => {
    const heading = (tag: string, value: string): Node => ({ type: 'heading', tag, children: [text(value)], version: 1, direction: 'ltr', format: '', indent: 0 })
    expect(render(heading('h3', 'Top'), heading('h4', 'Sub'))).toContain('<h2>Top</h2><h3>Sub</h3>')
    expect(render(heading('h2', 'Top'), heading('h3', 'Sub'))).toContain('<h2>Top</h2><h3>Sub</h3>')
  })
})
