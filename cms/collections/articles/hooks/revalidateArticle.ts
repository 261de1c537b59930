import type { Article } from '@payload-types'
import { articlePaths } from '@/server/cms/content-paths'
import { revalidateOnPublicChange } from '@cms/hooks/revalidateDocument'

const hooks = revalidateOnPublicChange<Article>({
  collection: 'articles',
  isPublic: (doc) => doc._status === 'published',
  pathsFor: async (doc, payload) => {
    const { totalDocs } = await payload.count({
      collection: 'articles',
      where: { section: { equals: doc.section }, _status: { equals: 'published' } },
      overrideAccess: true,
    })
    return articlePaths(doc, totalDocs)
  },
})

export const revalidateArticleAfterChange = hooks.afterChange
export const revalidateArticleAfterDelete = hooks.afterDelete
