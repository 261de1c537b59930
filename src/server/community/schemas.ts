/**
 * Request schemas of the QA community's writes (zod); messages are keys of
 * locales/<lang>/service.json. Objects are strict: a field the caller may not set (an author,
 * a status, a like count) is refused rather than ignored.
 */
import { z } from 'zod'

import { POST_LIMITS } from '@/lib/community/limits'
import { containsControlCharacters, containsMarkup, normalizePostText } from '@/lib/community/text'
import { LOCALES } from '@/lib/i18n/locales'
import { PG_INT_MAX } from '@/lib/pg-int'

const id = (message: string) => z.coerce.number({ error: message }).int(message).min(1, message).max(PG_INT_MAX, message)
const optionalId = (message: string) => z.union([z.literal(''), z.null(), id(message)]).optional().transform((value) => (typeof value === 'number' ? value : undefined))

/** Plain text: trimmed, line ends unified, no markup and no control characters; `min` 0: may be empty. */
function postText(key: string, min: number, max: number) {
  const length = z.string().max(max, `${key}TooLong`)
  return z
    .string({ error: `${key}Required` })
    .transform(normalizePostText)
    .pipe(
      (min > 0 ? length.min(min, min > 1 ? `${key}TooShort` : `${key}Required`) : length)
        .refine((text) => !containsMarkup(text), 'postMarkup')
        .refine((text) => !containsControlCharacters(text), 'postMarkup'),
    )
}

const language = z.enum(LOCALES, { error: 'badRequest' }).optional()

/** /queAndAns/addOrUpdate: ask, or (with `id`) edit one's own pending question. */
export const questionSchema = z.strictObject({
  id: optionalId('postNotFound'),
  title: postText('questionTitle', POST_LIMITS.title.min, POST_LIMITS.title.max),
  content: postText('questionBody', 0, POST_LIMITS.question.max).nullish().transform((value) => value ?? ''),
  categoryId: optionalId('categoryNotFound'),
  images: z.array(id('imageNotYours'), { error: 'badRequest' }).max(POST_LIMITS.images, 'tooManyImages').optional().default([]),
  language,
})

/**
 * /queAndAns/replyQuestion: an answer to a question (`questionId`) or a reply to an answer
 * (`answerId`); with `id`, an edit of one's own pending answer or reply.
 */
export const replySchema = z
  .strictObject({
    id: optionalId('postNotFound'),
    questionId: optionalId('questionNotFound'),
    answerId: optionalId('answerNotFound'),
    content: z.string({ error: 'replyRequired' }),
    language,
  })
  .transform((value, context) => {
    const isReply = value.answerId !== undefined
    if (!isReply && value.questionId === undefined) {
      context.addIssue({ code: 'custom', message: 'questionNotFound', path: ['questionId'] })
      return z.NEVER
    }
    const rule = isReply ? postText('reply', POST_LIMITS.reply.min, POST_LIMITS.reply.max) : postText('answer', POST_LIMITS.answer.min, POST_LIMITS.answer.max)
    const text = rule.safeParse(value.content)
    if (!text.success) {
      context.addIssue({ code: 'custom', message: text.error.issues[0]?.message ?? 'badRequest', path: ['content'] })
      return z.NEVER
    }
    return { ...value, content: text.data, kind: isReply ? ('reply' as const) : ('answer' as const) }
  })

export const POST_KINDS = ['question', 'answer', 'reply'] as const
export type PostKind = (typeof POST_KINDS)[number]

/** /queAndAns/withdraw (ours): take back one's own pending post. */
export const withdrawSchema = z.strictObject({ type: z.enum(POST_KINDS, { error: 'badRequest' }), id: id('postNotFound') })

/** /queAndAns/pubRecord: my posts, newest first. */
export const recordsSchema = z.object({
  type: z.enum(POST_KINDS, { error: 'badRequest' }).optional(),
  pageNum: z.coerce.number({ error: 'badRequest' }).int('badRequest').min(1, 'badRequest').max(10_000, 'badRequest').default(1),
  pageSize: z.coerce.number({ error: 'badRequest' }).int('badRequest').min(1, 'badRequest').max(50, 'badRequest').default(20),
})

export const LIKE_TARGETS = ['article', 'question', 'answer'] as const
export type LikeTarget = (typeof LIKE_TARGETS)[number]

/** /article/likeOrCancel: `like: false` cancels. Either way the answer is the same for a repeat. */
export const likeSchema = z.strictObject({
  targetType: z.enum(LIKE_TARGETS, { error: 'badRequest' }).default('article'),
  targetId: id('likeTargetNotFound'),
  like: z.boolean({ error: 'badRequest' }).default(true),
})

/** /article/likeState (ours): counts of up to 50 targets of one type, and which of them I like. */
export const likeStateSchema = z.object({
  targetType: z.enum(LIKE_TARGETS, { error: 'badRequest' }),
  ids: z
    .string({ error: 'badRequest' })
    .max(600, 'badRequest')
    .transform((text, context) => {
      const ids = text.split(',').filter(Boolean).map(Number)
      if (!ids.length || ids.length > 50 || !ids.every((value) => Number.isInteger(value) && value >= 1 && value <= PG_INT_MAX)) {
        context.addIssue({ code: 'custom', message: 'badRequest' })
        return z.NEVER
      }
      return [...new Set(ids)]
    }),
})
