import { afterEach, describe, expect, it } from 'vitest'
import type { ReactNode } from 'react'
import { setStaticRenderer, staticMarkup, staticPartById, staticPartId, staticPartsSize } from './static-markup'

// The production renderer is react-dom/server in the ssr environment (entry.ssr.tsx), which the
// react-server condition of these tests cannot load; a part here is plain text, rendered as itself.
let renders = 0
const asText = async (node: ReactNode) => {
  renders++
  return `<p>${String(node)}</p>`
}

afterEach(() => {
  setStaticRenderer(null)
  renders = 0
})

describe('static parts of the shell', () => {
  it('renders a part once per key and content version, and again after a content change', async () => {
    setStaticRenderer(asText)
    let content = 'licence A'
    const build = () => content
    expect(await staticMarkup('DEMO|en|guest|footer', 1, build)).toBe('<p>licence A</p>')
    // Later renders at the same version get the markup itself, not a promise: nothing to wait for.
    expect(staticMarkup('DEMO|en|guest|footer', 1, build)).toBe('<p>licence A</p>')
    expect(renders).toBe(1)
    content = 'licence B'
    expect(await staticMarkup('DEMO|en|guest|footer', 2, build)).toBe('<p>licence B</p>')
    expect(await staticMarkup('DEMO|fil|guest|footer', 2, build)).toBe('<p>licence B</p>')
    expect(renders).toBe(3)
    expect(staticPartsSize()).toBe(2)
  })

  it('shares one render between requests that ask while it runs, and waits for an async build', async () => {
    setStaticRenderer(asText)
    const build = async () => 'qr'
    const [a, b] = [staticMarkup('k', 1, build), staticMarkup('k', 1, build)]
    expect(a).toBeInstanceOf(Promise)
    expect(await a).toBe('<p>qr</p>')
    expect(await b).toBe('<p>qr</p>')
    expect(renders).toBe(1)
  })

  it('keeps no failed render: the next request tries again', async () => {
    setStaticRenderer(asText)
    let fail = true
    const build = () => {
      if (fail) throw new Error('catalogue unavailable')
      return 'ok'
    }
    await expect(staticMarkup('k', 1, build)).rejects.toThrow('catalogue unavailable')
    fail = false
    expect(await staticMarkup('k', 1, build)).toBe('<p>ok</p>')
  })

  it('answers null without a renderer, so the part renders as its element tree', () => {
    expect(staticMarkup('k', 1, () => 'tree')).toBeNull()
  })
})

describe('static parts by id (what a document’s Flight names)', () => {
  it('finds a rendered part by its id, and a replaced one still for a while (a document render may be in its HTML pass)', async () => {
    setStaticRenderer(asText)
    let content = 'footer v1'
    await staticMarkup('DEMO|en|guest|footer', 1, () => content)
    expect(staticPartById(staticPartId('DEMO|en|guest|footer', 1))).toBe('<p>footer v1</p>')
    content = 'footer v2'
    await staticMarkup('DEMO|en|guest|footer', 2, () => content)
    expect(staticPartById(staticPartId('DEMO|en|guest|footer', 2))).toBe('<p>footer v2</p>')
    expect(staticPartById(staticPartId('DEMO|en|guest|footer', 1))).toBe('<p>footer v1</p>')
    expect(staticPartById(staticPartId('DEMO|en|guest|other', 2))).toBeUndefined()
  })
})
