import { describe, expect, it } from 'vitest'

import { containsControlCharacters, containsMarkup, linkify, normalizePostText } from '@/lib/community/text'
import { likeSchema, likeStateSchema, questionSchema, replySchema } from '@/server/community/schemas'

describe('community text rules', () => {
  it('refuse markup and script addresses, keep plain text with angle brackets', () => {
    for (const attack of [
      '<script>alert(1)</script>',
      'x <img src=x onerror=alert(1)> y',
      '<svg/onload=alert(1)>',
      '< script >',
      '</textarea>',
      '<!-- x -->',
      '<a href="https://x.example">x</a>',
      'javascript:alert(1)',
      'JaVaScRiPt :alert(1)',
      'data:text/html;base64,PHNjcmlwdD4=',
      '<iframe src=//x',
    ]) {
      expect(containsMarkup(attack), attack).toBe(true)
    }
    for (const fine of ['5 < 6 > 4', 'I <3 Ozon', 'a<b', '价格 <100 元', 'if x > 2 then', 'https://seller.example.com/a?b=1&c=2']) {
      expect(containsMarkup(fine), fine).toBe(false)
    }
  })

  it('refuse control characters and bidi overrides but not line breaks or tabs', () => {
    expect(containsControlCharacters('evil\u202Etxt.exe')).toBe(true)
    expect(containsControlCharacters('bell\u0007')).toBe(true)
    expect(containsControlCharacters('line one\nline two\tand a tab')).toBe(false)
  })

  it('normalize line ends and blank lines, and trim', () => {
    expect(normalizePostText('  one\r\ntwo  \r\n\r\n\r\n\r\nthree  ')).toBe('one\ntwo\n\nthree')
  })

  it('link only http(s) addresses, without the sentence punctuation after them', () => {
    expect(linkify('See https://example.com/a?b=1. And http://x.example/,')).toEqual([
      { kind: 'text', text: 'See ' },
      { kind: 'link', text: 'https://example.com/a?b=1', href: 'https://example.com/a?b=1' },
      { kind: 'text', text: '. And ' },
      { kind: 'link', text: 'http://x.example/', href: 'http://x.example/' },
      { kind: 'text', text: ',' },
    ])
    expect(linkify('看这里：https://example.com/页面，谢谢')).toEqual([
      { kind: 'text', text: '看这里：' },
      { kind: 'link', text: 'https://example.com/页面', href: 'https://example.com/%E9%A1%B5%E9%9D%A2' },
      { kind: 'text', text: '，谢谢' },
    ])
    expect(linkify('ftp://example.com and javascript://x')).toEqual([{ kind: 'text', text: 'ftp://example.com and javascript://x' }])
  })
})

describe('community request schemas', () => {
  it('a question: trimmed title of 5–100, optional details, at most three images, no fields the author may not set', () => {
    expect(questionSchema.parse({ title: '  How do I ship?  ', content: '' })).toMatchObject({ title: 'How do I ship?', content: '', images: [] })
    expect(questionSchema.parse({ title: 'How do I ship?', content: '  \n ' }).content).toBe('')
    expect(questionSchema.parse({ title: 'How do I ship?', content: null }).content).toBe('')
    const issue = (input: unknown) => questionSchema.safeParse(input).error?.issues[0]?.message
    expect(issue({ title: 'Hi' })).toBe('questionTitleTooShort')
    expect(issue({ title: 'x'.repeat(101) })).toBe('questionTitleTooLong')
    expect(issue({})).toBe('questionTitleRequired')
    expect(issue({ title: 'Valid title', images: [1, 2, 3, 4] })).toBe('tooManyImages')
    expect(issue({ title: 'Valid <b>title</b>' })).toBe('postMarkup')
    expect(questionSchema.safeParse({ title: 'Valid title', author: 7 }).success).toBe(false)
    expect(questionSchema.safeParse({ title: 'Valid title', status: 'approved' }).success).toBe(false)
  })

  it('a reply names a question (an answer) or an answer (a reply to it), with the matching length rules', () => {
    expect(replySchema.parse({ questionId: 3, content: ' ok ' })).toMatchObject({ kind: 'answer', questionId: 3, content: 'ok' })
    expect(replySchema.parse({ answerId: 9, content: '好' })).toMatchObject({ kind: 'reply', answerId: 9, content: '好' })
    expect(replySchema.safeParse({ questionId: 3, content: 'x' }).error?.issues[0]?.message).toBe('answerTooShort')
    expect(replySchema.safeParse({ answerId: 3, content: 'x'.repeat(1001) }).error?.issues[0]?.message).toBe('replyTooLong')
    expect(replySchema.safeParse({ content: 'an answer to nothing' }).error?.issues[0]?.message).toBe('questionNotFound')
    expect(replySchema.safeParse({ questionId: 3, content: '<script>x</script>' }).error?.issues[0]?.message).toBe('postMarkup')
  })

  it('a like defaults to liking an article; ids are database integers', () => {
    expect(likeSchema.parse({ targetId: '12' })).toEqual({ targetType: 'article', targetId: 12, like: true })
    expect(likeSchema.safeParse({ targetId: 2 ** 31 }).success).toBe(false)
    expect(likeSchema.safeParse({ targetType: 'comment', targetId: 1 }).success).toBe(false)
    expect(likeStateSchema.parse({ targetType: 'answer', ids: '3,1,3' }).ids).toEqual([3, 1])
    expect(likeStateSchema.safeParse({ targetType: 'answer', ids: '1,x' }).success).toBe(false)
  })
})
