import NextLink from '@/components/layout/Link'
import type { ServerComponentProps } from 'payload'

import { toLocale } from '@/lib/i18n/locales'

import { hasRole } from '@cms/access/roles'

const QUEUES = [
  { slug: 'qa-questions', label: { en: 'Questions to review', zh: '待审核提问', ru: 'Вопросы на проверку' } },
  { slug: 'qa-answers', label: { en: 'Answers to review', zh: '待审核回答', ru: 'Ответы на проверку' } },
  { slug: 'qa-replies', label: { en: 'Replies to review', zh: '待审核回复', ru: 'Комментарии на проверку' } },
] as const

/** In the admin's menu, for editors and admins: the community's pending posts, counted, each a filtered list. */
export async function ModerationNavLinks({ i18n, user, payload }: Pick<ServerComponentProps, 'i18n' | 'user' | 'payload'>) {
  if (!hasRole(user, 'admin', 'editor')) return null
  const locale = toLocale(i18n?.language)
  const counts = await Promise.all(QUEUES.map((queue) => payload.count({ collection: queue.slug, where: { status: { equals: 'pending' } }, overrideAccess: true })))
  return (
    <div style={{ marginTop: 12 }} data-testid="moderation-nav">
      {QUEUES.map((queue, index) => (
        <NextLink key={queue.slug} href={`/admin/collections/${queue.slug}?where[status][equals]=pending`} className="nav__link">
          <span className="nav__link-label">
            {queue.label[locale]} ({counts[index]?.totalDocs ?? 0})
          </span>
        </NextLink>
      ))}
    </div>
  )
}
