import { describe, expect, it } from 'vitest'

import { unstorableInputResponse } from '@/server/cms/storable-request'

const api = 'http://localhost/cms-api'
const json = (body: unknown, path = '/articles') =>
  new Request(api + path, { method: 'POST', headers: { 'content-type': 'application/json', 'accept-language': 'en' }, body: JSON.stringify(body) })

describe('the CMS API guard', () => {
  it('answers a NUL or a lone surrogate in the path, the query, a JSON body or a form with a 400 in the caller language', async () => {
    const refused = [
      new Request(`${api}/articles?where%5Btitle%5D%5Bequals%5D=a%00b`),
      new Request(`${api}/articles/%00`),
      new Request(`${api}/media/file/%ED%A0%80.png`),
      new Request(`${api}/articles?where%5Btitle%5D%5Bnear%5D=1`),
      json({ email: 'a\u0000@x.com', password: 'x' }, '/users/login'),
      json({ title: 'x\uD800' }),
      json({ query: '{ Articles(where: {title: {equals: "a\\u0000b"}}) { docs { id } } }' }, '/graphql'),
      json({ query: '{ Articles(where: {title: {equals: "\\ud800"}}) { docs { id } } }' }, '/graphql'),
    ]
    const form = new FormData()
    form.set('_payload', JSON.stringify({ alt: 'a\u0000' }))
    refused.push(new Request(`${api}/media`, { method: 'POST', body: form }))
    for (const request of refused) {
      const response = await unstorableInputResponse(request)
      expect(response?.status, request.url).toBe(400)
    }
    const answer = await unstorableInputResponse(json({ title: '\u0000' }))
    expect(await answer?.json()).toEqual({ errors: [{ message: expect.stringContaining('cannot be saved') }] })
  })

  it('lets ordinary requests through, and leaves what it cannot parse to Payload', async () => {
    const passed = [
      new Request(`${api}/articles?where%5Btitle%5D%5Blike%5D=%E4%B8%AD%E6%96%87&locale=ru`),
      json({ title: '中文 русский 😀', nested: { list: ['a', 1, null] } }),
      json({ query: '{ Articles(where: {title: {equals: "\\u4e2d"}}) { docs { id } } }' }, '/graphql'),
      new Request(`${api}/articles`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{not json' }),
    ]
    for (const request of passed) expect(await unstorableInputResponse(request), request.url).toBeNull()
  })
})

describe('upload files', () => {
  it('count as missing only when the collection stores files and the name is not on disk', async () => {
    const { mkdtempSync, writeFileSync } = await import('node:fs')
    const { tmpdir } = await import('node:os')
    const path = await import('node:path')
    const { fileIsMissing } = await import('@/server/cms/missing-file')
    const dir = mkdtempSync(path.join(tmpdir(), 'media-'))
    writeFileSync(path.join(dir, 'there.png'), 'x')
    const config = { routes: { api: '/cms-api' }, collections: [{ slug: 'media', upload: { staticDir: dir } }, { slug: 'articles' }] } as never
    const get = (target: string) => new Request(`http://localhost/cms-api${target}`)
    expect(await fileIsMissing(get('/media/file/nope.png'), config)).toBe(true)
    expect(await fileIsMissing(get('/media/file/there.png'), config)).toBe(false)
    expect(await fileIsMissing(get('/articles/file/x.png'), config)).toBe(false)
    expect(await fileIsMissing(get('/media/file/..%2F..%2Fetc%2Fpasswd'), config)).toBe(false)
    expect(await fileIsMissing(new Request('http://localhost/cms-api/media/file/nope.png', { method: 'DELETE' }), config)).toBe(false)
  })

  it('are left to the S3 adapter when the collection keeps no local files', async () => {
    const { fileIsMissing, isStoredFileRequest } = await import('@/server/cms/missing-file')
    const config = { routes: { api: '/cms-api' }, collections: [{ slug: 'media', upload: { staticDir: '/nowhere', disableLocalStorage: true } }, { slug: 'articles' }] } as never
    const get = (target: string) => new Request(`http://localhost/cms-api${target}`)
    expect(await fileIsMissing(get('/media/file/nope.png'), config)).toBe(false)
    expect(isStoredFileRequest(get('/media/file/nope.png'), config)).toBe(true)
    expect(isStoredFileRequest(get('/articles/file/x.png'), config)).toBe(false)
    expect(isStoredFileRequest(get('/media/123'), config)).toBe(false)
  })
})
