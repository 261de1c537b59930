/**
 * Issue 18: the QA community's writes over real HTTP on PostgreSQL. Sellers register through the
 * user service and write through the spec's calls; editors moderate through the CMS's REST API
 * (the admin's own calls). Bursts are real concurrent requests.
 */
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { SERVICE_CODES } from '@/lib/auth/codes'

import { freshPhone, lastSmsCode, storedPhone } from '../helpers/fixtures'
import { adminToken, cmsAsAdmin, type RunningServer, startProductionServer, within } from '../helpers/server'
import { SellerClient } from '../helpers/user-client'

let server: RunningServer
let token: string
let reviewed: number
let open: number

beforeAll(async () => {
  server = await startProductionServer(3243, { TRUST_PROXY: 'true', LOCAL_SMS_INBOX: 'true' })
  token = await adminToken(server.url)
  reviewed = await createCategory(true)
  open = await createCategory(false)
})

afterAll(async () => {
  await server?.stop()
})

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`

async function createCategory(review: boolean): Promise<number> {
  const { doc } = await cmsAsAdmin<{ doc: { id: number } }>(server.url, token, '/qa-categories?locale=zh', {
    method: 'POST',
    body: JSON.stringify({ name: `测试分类 ${unique()}`, reviewBeforePublishing: review }),
  })
  return doc.id
}

const phones = new WeakMap<SellerClient, string>()

async function seller(language = 'zh', ip?: string): Promise<SellerClient> {
  const client = new SellerClient(server.url, ip, language)
  const phone = freshPhone()
  phones.set(client, phone)
  const sent = await client.sendCode(phone, 'reg')
  if (sent.status !== 200) throw new Error(`send code: ${JSON.stringify(sent.body)}`)
  const code = await lastSmsCode(server.url, phone, 'reg')
  const registered = await client.call('POST', '/user/registerUserV2', { appName: 'ozon', account: phone, code, tenantId: '1' })
  if (registered.status !== 200) throw new Error(`register: ${JSON.stringify(registered.body)}`)
  return client
}

type Saved = { data: { id: number; type: string; status: string; href: string | null } }
type Record_ = { type: string; id: number; title: string; content: string; status: string; rejectionReason: string | null; editable: boolean; href: string | null }

const ask = (client: SellerClient, body: Record<string, unknown>) => client.call<Saved>('POST', '/queAndAns/addOrUpdate', body)
const answer = (client: SellerClient, questionId: number, content: string, extra: Record<string, unknown> = {}) =>
  client.call<Saved>('POST', '/queAndAns/replyQuestion', { questionId, content, ...extra })
const reply = (client: SellerClient, answerId: number, content: string, extra: Record<string, unknown> = {}) =>
  client.call<Saved>('POST', '/queAndAns/replyQuestion', { answerId, content, ...extra })
const records = async (client: SellerClient) => (await client.call<{ data: { list: Record_[]; total: number } }>('GET', '/queAndAns/pubRecord')).body.data
const like = (client: SellerClient, targetType: string, targetId: number, liked = true) =>
  client.call<{ data: { liked: boolean; likes: number } }>('POST', '/article/likeOrCancel', { targetType, targetId, like: liked })

const COLLECTIONS = { question: 'qa-questions', answer: 'qa-answers', reply: 'qa-replies' } as const
async function moderate(kind: keyof typeof COLLECTIONS, id: number, status: 'approved' | 'rejected', rejectionReason?: string) {
  await cmsAsAdmin(server.url, token, `/${COLLECTIONS[kind]}/${id}`, { method: 'PATCH', body: JSON.stringify({ status, ...(rejectionReason ? { rejectionReason } : {}) }) })
}

async function page(path: string): Promise<{ status: number; html: string }> {
  const response = await fetch(`${server.url}${path}`, { headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0 Safari/537.36' } })
  return { status: response.status, html: await response.text() }
}

/** An approved question of the reviewed category, asked by a new seller. */
async function approvedQuestion(language = 'zh'): Promise<{ id: number; title: string; author: SellerClient }> {
  const author = await seller(language)
  const title = `How do I price bundle ${unique()}?`
  const saved = await ask(author, { title, content: 'Details of the question.', categoryId: reviewed })
  expect(saved.status).toBe(200)
  await moderate('question', saved.body.data.id, 'approved')
  return { id: saved.body.data.id, title, author }
}

describe('asking, moderation and the public pages', () => {
  it('a question waits for an editor; once approved it shows on the list and detail pages of its language', async () => {
    const author = await seller('en')
    const title = `Which warehouse is fastest for ${unique()}?`
    const saved = await ask(author, { title, content: 'We ship from Yiwu.\nWhich FBO warehouse accepts fastest?', categoryId: reviewed })
    expect(saved.status).toBe(200)
    expect(saved.body).toMatchObject({ code: 200, message: 'Question sent: it will be public once an editor approves it', data: { status: 'pending', href: null } })
    const id = saved.body.data.id

    // Pending: nowhere public (pages, CMS API), but in my posts.
    expect((await page(`/en/answerDetail/${id}`)).status).toBe(404)
    expect((await fetch(`${server.url}/cms-api/qa-questions/${id}`)).status).toBeGreaterThanOrEqual(400)
    const mine = await records(author)
    expect(mine.list[0]).toMatchObject({ type: 'question', id, title, status: 'pending', editable: true, href: null })

    await moderate('question', id, 'approved')
    await within(20_000, async () => (await page('/en/QACommunity')).html.includes(title))
    const detail = await page(`/en/answerDetail/${id}`)
    expect(detail.status).toBe(200)
    expect(detail.html).toContain(title)
    expect(detail.html).toContain('Which FBO warehouse accepts fastest?')
    // Another language's list does not carry it; its detail page (the language switch) shows it as written.
    expect((await page('/QACommunity')).html).not.toContain(title)
    expect((await page(`/answerDetail/${id}`)).html).toContain(title)
    expect((await page(`/m/answerDetail/${id}`)).status).toBe(200)

    // Reviewed: no longer the author's to change.
    expect((await records(author)).list[0]).toMatchObject({ status: 'approved', editable: false, href: `/answerDetail/${id}` })
    const edit = await ask(author, { id, title: `${title} (edited)`, content: 'x' })
    expect(edit.status).toBe(409)
    expect(edit.body.code).toBe(SERVICE_CODES.postNotEditable)
    expect((await author.call('POST', '/queAndAns/withdraw', { type: 'question', id })).status).toBe(409)
  })

  it('a rejection needs a reason, which the author reads in their posts', async () => {
    const author = await seller('ru')
    const saved = await ask(author, { title: `Вопрос для проверки ${unique()}`, categoryId: reviewed })
    const id = saved.body.data.id
    await expect(moderate('question', id, 'rejected')).rejects.toThrow(/400/)
    await moderate('question', id, 'rejected', 'Реклама запрещена')
    expect((await records(author)).list[0]).toMatchObject({ id, status: 'rejected', rejectionReason: 'Реклама запрещена', editable: false })
    expect((await page(`/ru/answerDetail/${id}`)).status).toBe(404)
  })

  it('a category set to publish at once makes posts public without review', async () => {
    const author = await seller('zh')
    const title = `无需审核的问题 ${unique()}`
    const saved = await ask(author, { title, categoryId: open })
    expect(saved.body).toMatchObject({ message: '提问已发布', data: { status: 'approved', href: `/answerDetail/${saved.body.data.id}` } })
    await within(20_000, async () => (await page(`/answerDetail/${saved.body.data.id}`)).status === 200)
  })

  it('answers and replies follow the question; each needs a public parent; counts stay right under a burst', async () => {
    const { id, title } = await approvedQuestion()
    const answerers = await Promise.all(Array.from({ length: 8 }, () => seller('zh')))
    const answers = await Promise.all(answerers.map((client, index) => answer(client, id, `第 ${index} 个回答：先看后台的屏蔽原因。`)))
    expect(answers.map((result) => result.status)).toEqual(Array(8).fill(200))
    expect(answers.every((result) => result.body.data.status === 'pending')).toBe(true)
    await Promise.all(answers.map((result) => moderate('answer', result.body.data.id, 'approved')))

    const firstAnswer = answers[0]!.body.data.id
    const replier = await seller('zh')
    const saved = await reply(replier, firstAnswer, '谢谢，有用！')
    expect(saved.body.data).toMatchObject({ type: 'reply', status: 'pending' })
    await moderate('reply', saved.body.data.id, 'approved')

    await within(20_000, async () => {
      const detail = await page(`/answerDetail/${id}`)
      return detail.html.includes('谢谢，有用！') && detail.html.includes('第 7 个回答')
    })
    const list = await page('/QACommunity')
    expect(list.html).toContain(title)
    expect(list.html).toMatch(/8(<!-- -->)? 个回答/)

    // Parents that are not public, or do not exist.
    const pending = await ask(replier, { title: `待审核的问题 ${unique()}`, categoryId: reviewed })
    const toPending = await answer(replier, pending.body.data.id, '回答一个还没公开的问题')
    expect(toPending.status).toBe(404)
    expect(toPending.body.message).toBe('问题不存在或尚未公开')
    const pendingAnswer = await answer(replier, id, '另一个待审核的回答')
    expect((await reply(replier, pendingAnswer.body.data.id, '回复待审核的回答')).status).toBe(404)
    expect((await answer(replier, 2_000_000_000, '不存在的问题')).status).toBe(404)
    expect((await reply(replier, 2_000_000_000, '不存在的回答')).status).toBe(404)
  })
})

describe('authors and other sellers', () => {
  it('the author edits and withdraws a pending post; another seller can do neither, nor write as someone else', async () => {
    const author = await seller('en')
    const other = await seller('en')
    const saved = await ask(author, { title: `Original title ${unique()}`, content: 'first', categoryId: reviewed })
    const id = saved.body.data.id

    const theirs = await ask(other, { id, title: 'Hijacked title here', content: 'x' })
    expect(theirs.status).toBe(404)
    expect(theirs.body.message).toBe('We could not find this post among yours')
    expect((await other.call('POST', '/queAndAns/withdraw', { type: 'question', id })).status).toBe(404)
    // Fields the author may not set are refused, not silently used.
    for (const extra of [{ author: 1 }, { userId: 1 }, { status: 'approved' }, { askedBy: 'admin' }, { likes: 99 }]) {
      expect((await ask(other, { title: `Forged fields ${unique()}`, ...extra })).status).toBe(400)
    }

    const edited = await ask(author, { id, title: 'Edited title of mine', content: 'second', categoryId: reviewed })
    expect(edited.body).toMatchObject({ message: 'Changes saved: still waiting for review', data: { id, status: 'pending' } })
    expect((await records(author)).list[0]).toMatchObject({ id, title: 'Edited title of mine', content: 'second' })
    expect((await records(other)).total).toBe(0)

    const { id: questionId } = await approvedQuestion('en')
    const myAnswer = await answer(author, questionId, 'My pending answer')
    expect((await answer(other, questionId, 'Their edit', { id: myAnswer.body.data.id })).status).toBe(404)
    expect((await other.call('POST', '/queAndAns/withdraw', { type: 'answer', id: myAnswer.body.data.id })).status).toBe(404)
    expect((await answer(author, questionId, 'My edited answer', { id: myAnswer.body.data.id })).status).toBe(200)

    expect((await author.call('POST', '/queAndAns/withdraw', { type: 'question', id })).body.message).toBe('Withdrawn')
    expect((await author.call('POST', '/queAndAns/withdraw', { type: 'answer', id: myAnswer.body.data.id })).status).toBe(200)
    expect((await records(author)).total).toBe(0)
  })

  it('every write needs the session cookie, the Control-T echo and the risk header', async () => {
    const { id } = await approvedQuestion()
    const client = await seller('en')
    const writes: Array<[string, unknown]> = [
      ['/queAndAns/addOrUpdate', { title: 'A question without a session' }],
      ['/queAndAns/replyQuestion', { questionId: id, content: 'An answer' }],
      ['/queAndAns/withdraw', { type: 'question', id }],
      ['/article/likeOrCancel', { targetType: 'question', targetId: id }],
    ]
    const guest = new SellerClient(server.url, undefined, 'en')
    for (const [path, body] of writes) {
      const noCookie = await guest.call('POST', path, body)
      expect(noCookie.status, path).toBe(401)
      const noControl = await client.call('POST', path, body, { control: false })
      expect(noControl.status, path).toBe(403)
      expect(noControl.body.code).toBe(SERVICE_CODES.forgery)
      const wrongControl = await client.call('POST', path, body, { headers: { 'control-t': 'forged-value' } })
      expect(wrongControl.status, path).toBe(403)
      expect((await client.call('POST', path, body, { risk: false })).status, path).toBe(400)
    }
    expect((await guest.call('GET', '/queAndAns/pubRecord')).status).toBe(401)
    const upload = await guest.call('POST', '/public/uploadImg', undefined, { raw: await imageForm(64, 64) })
    expect(upload.status).toBe(401)
  })

  it('a restricted seller cannot post', async () => {
    const client = await seller('en')
    const phone = phones.get(client)
    const found = await cmsAsAdmin<{ docs: Array<{ id: number }> }>(server.url, token, `/sellers?where[phone][equals]=${encodeURIComponent(storedPhone(phone!))}&depth=0`)
    await cmsAsAdmin(server.url, token, `/sellers/${found.docs[0]!.id}`, { method: 'PATCH', body: JSON.stringify({ status: 'restricted' }) })
    const refused = await ask(client, { title: `A restricted seller asks ${unique()}` })
    expect([401, 403]).toContain(refused.status)
    expect(refused.body.code === SERVICE_CODES.restricted || refused.body.code === SERVICE_CODES.unauthorized).toBe(true)
  })
})

describe('text safety', () => {
  const PAYLOADS = [
    '<script>alert(1)</script>',
    'Nice <img src=x onerror=alert(document.cookie)> tip',
    '<svg/onload=alert(1)>',
    '<a href="javascript:alert(1)">click</a>',
    'javascript:alert(1)',
    '</textarea><script>fetch("//evil")</script>',
    '<iframe src="//evil.example"></iframe>',
    '<!-- hidden -->',
    'Plain \u202Egnp.exe',
  ]

  it('markup and script payloads are refused with a clear 400 in every write, and nothing is stored', async () => {
    const { id } = await approvedQuestion('en')
    const client = await seller('en')
    const before = (await records(client)).total
    for (const text of PAYLOADS) {
      for (const result of [
        await ask(client, { title: `Title ${text}` }),
        await ask(client, { title: 'A harmless title', content: text }),
        await answer(client, id, text),
        await reply(client, 2_000_000_000, text),
      ]) {
        expect(result.status, text).toBe(400)
        expect(result.body.message, text).toBe('HTML and scripts are not allowed: please write plain text')
      }
    }
    expect((await records(client)).total).toBe(before)
    // Text PostgreSQL cannot store: 400, never 500.
    expect((await ask(client, { title: 'A NUL \u0000 title' })).status).toBe(400)
    expect((await ask(client, { title: 'A lone \uD800 surrogate' })).status).toBe(400)
  })

  it('plain text with angle brackets and links is shown as text, links made safe', async () => {
    const author = await seller('en')
    const body = 'Margin is 5 < 6 > 4 <3 — see https://seller.example.com/fees?x=1&y=2.'
    const saved = await ask(author, { title: `Fees & "quotes" ${unique()}`, content: body, categoryId: open })
    expect(saved.status).toBe(200)
    const id = saved.body.data.id
    await within(20_000, async () => (await page(`/en/answerDetail/${id}`)).status === 200)
    const { html } = await page(`/en/answerDetail/${id}`)
    expect(html).toContain('5 &lt; 6 &gt; 4 &lt;3')
    expect(html).toMatch(/<a [^>]*href="https:\/\/seller\.example\.com\/fees\?x=1&amp;y=2"[^>]*rel="nofollow ugc noopener"|<a [^>]*rel="nofollow ugc noopener"[^>]*href="https:\/\/seller\.example\.com\/fees\?x=1&amp;y=2"/)
  })
})

async function imageForm(width: number, height: number, format: 'png' | 'jpeg' = 'png'): Promise<FormData> {
  const image = await sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } })[format]().toBuffer()
  return fileForm(image, `image.${format}`, `image/${format}`)
}

function fileForm(data: Buffer, name: string, type: string): FormData {
  const form = new FormData()
  form.append('file', new Blob([new Uint8Array(data)], { type }), name)
  return form
}

describe('question images', () => {
  type Uploaded = { data: { id: number; url: string } }
  const upload = (client: SellerClient, form: FormData) => client.call<Uploaded>('POST', '/public/uploadImg', undefined, { raw: form })

  it('are checked by content, the uploader’s own, at most three, private until the question is approved', async () => {
    const author = await seller('en')
    expect((await upload(author, fileForm(Buffer.from('<html><script>alert(1)</script></html>'), 'fake.png', 'image/png'))).status).toBe(400)
    const huge = await sharp({ create: { width: 2400, height: 2400, channels: 3, background: '#777' } }).png({ compressionLevel: 0 }).toBuffer()
    expect((await upload(author, fileForm(huge, 'huge.png', 'image/png'))).status).toBe(413)
    const strip = await upload(author, await imageForm(9000, 20))
    expect(strip.status).toBe(400)
    expect(strip.body.message).toBe('Images can be at most 8000 pixels on a side')

    const images = await Promise.all([1, 2, 3, 4].map(async () => upload(author, await imageForm(120, 80))))
    images.forEach((result) => expect(result.status).toBe(200))
    const ids = images.map((result) => result.body.data.id)
    expect((await ask(author, { title: `Four images ${unique()}`, images: ids })).body.message).toBe('You can add at most 3 images')

    const other = await seller('en')
    const borrowed = await ask(other, { title: `Borrowed image ${unique()}`, images: [ids[0]] })
    expect(borrowed.status).toBe(400)
    expect(borrowed.body.message).toBe('You can only attach images you uploaded')

    const saved = await ask(author, { title: `With images ${unique()}`, images: ids.slice(0, 2), categoryId: reviewed })
    expect(saved.status).toBe(200)
    const url = `${server.url}${images[0]!.body.data.url}`
    expect((await fetch(url)).status).toBeGreaterThanOrEqual(400)
    await moderate('question', saved.body.data.id, 'approved')
    const shown = await fetch(url)
    expect(shown.status).toBe(200)
    expect(shown.headers.get('content-type')).toContain('image/png')
    // The file is public, the documents (which name the seller) are not.
    const listed = (await (await fetch(`${server.url}/cms-api/seller-uploads?limit=100`)).json()) as { docs?: unknown[] }
    expect(listed.docs ?? []).toEqual([])
    expect((await fetch(`${server.url}/cms-api/seller-uploads/${ids[0]}`)).status).toBeGreaterThanOrEqual(400)
    await within(20_000, async () => (await page(`/en/answerDetail/${saved.body.data.id}`)).html.includes(images[1]!.body.data.url))
    // An image not attached to an approved question stays private.
    expect((await fetch(`${server.url}${images[3]!.body.data.url}`)).status).toBeGreaterThanOrEqual(400)
    // Reused in a pending question, or that question withdrawn, it stays public for the approved one.
    const reuse = await ask(author, { title: `Same image again ${unique()}`, images: [ids[0]], categoryId: reviewed })
    expect((await fetch(url)).status).toBe(200)
    await author.call('POST', '/queAndAns/withdraw', { type: 'question', id: reuse.body.data.id })
    expect((await fetch(url)).status).toBe(200)
  })
})

describe('likes', () => {
  it('one per seller and target: twice is one, a burst is one, unlike removes it; only public targets', async () => {
    const { id } = await approvedQuestion()
    const [a, b, c] = await Promise.all([seller('en'), seller('en'), seller('en')])
    expect((await like(a, 'question', id)).body.data).toMatchObject({ liked: true, likes: 1 })
    expect((await like(a, 'question', id)).body.data).toMatchObject({ liked: true, likes: 1 })
    const burst = await Promise.all(Array.from({ length: 12 }, () => like(b, 'question', id)))
    expect(burst.every((result) => result.status === 200)).toBe(true)
    const both = await Promise.all([like(c, 'question', id), like(c, 'question', id)])
    expect(both.map((result) => result.status)).toEqual([200, 200])
    const state = await a.call<{ data: { likes: Record<string, number>; liked: number[] } }>('GET', '/article/likeState', undefined, { query: { targetType: 'question', ids: String(id) } })
    expect(state.body.data).toEqual({ targetType: 'question', likes: { [id]: 3 }, liked: [id] })

    expect((await like(b, 'question', id, false)).body.data).toMatchObject({ liked: false, likes: 2 })
    expect((await like(b, 'question', id, false)).body.data).toMatchObject({ liked: false, likes: 2 })

    const pending = await ask(a, { title: `Not public yet ${unique()}`, categoryId: reviewed })
    const refused = await like(b, 'question', pending.body.data.id)
    expect(refused.status).toBe(404)
    expect(refused.body.message).toBe('There is nothing public to like here')
    expect((await like(b, 'answer', 2_000_000_000)).status).toBe(404)
    expect((await like(b, 'comment', id)).status).toBe(400)

    // Articles: the spec's /article/likeOrCancel.
    const articles = await (await fetch(`${server.url}/cms-api/articles?limit=1&depth=0`)).json() as { docs: Array<{ id: number }> }
    const articleId = articles.docs[0]!.id
    const articleLikes = async () =>
      (await c.call<{ data: { likes: Record<string, number> } }>('GET', '/article/likeState', undefined, { query: { targetType: 'article', ids: String(articleId) } })).body.data.likes[articleId]!
    const before = await articleLikes()
    await Promise.all([like(a, 'article', articleId), like(a, 'article', articleId), like(b, 'article', articleId)])
    expect(await articleLikes()).toBe(before + 2)
    expect((await like(c, 'article', articleId)).body.data.likes).toBe(before + 3)
  })
})

describe('abuse limits', () => {
  it('30 posts an hour per seller, counted atomically under a burst; the 429 speaks the seller’s language', async () => {
    const { id } = await approvedQuestion()
    const client = await seller('ru')
    const burst = await Promise.all(Array.from({ length: 36 }, (_, index) => answer(client, id, `Ответ номер ${index}`)))
    const statuses = burst.map((result) => result.status)
    expect(statuses.filter((status) => status === 200)).toHaveLength(30)
    expect(statuses.filter((status) => status === 429)).toHaveLength(6)
    const limited = burst.find((result) => result.status === 429)!
    expect(limited.body.message).toMatch(/^Слишком много запросов/)
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/)
    expect((await records(client)).total).toBe(30)
  })

  it('10 new questions a day per seller, and 60 posts an hour from one address across sellers', async () => {
    const client = await seller('en')
    for (let index = 0; index < 10; index++) expect((await ask(client, { title: `Daily question ${index} ${unique()}` })).status).toBe(200)
    const eleventh = await ask(client, { title: `Daily question 11 ${unique()}` })
    expect(eleventh.status).toBe(429)
    expect(eleventh.body.message).toMatch(/^Too many requests/)

    const { id } = await approvedQuestion()
    const ip = new SellerClient(server.url).ip
    const sellers = await Promise.all([seller('en', ip), seller('en', ip), seller('en', ip)])
    const results = []
    for (let index = 0; index < 63; index++) results.push(await answer(sellers[index % 3]!, id, `From one address ${index}`))
    expect(results.filter((result) => result.status === 200)).toHaveLength(60)
    expect(results.slice(60).every((result) => result.status === 429)).toBe(true)
  })
})
