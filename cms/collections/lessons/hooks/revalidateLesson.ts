import type { Lesson } from '@payload-types'
import { lessonPaths } from '@/server/cms/content-paths'
import { revalidateOnPublicChange } from '@cms/hooks/revalidateDocument'

const hooks = revalidateOnPublicChange<Lesson>({
  collection: 'lessons',
  isPublic: (doc) => doc._status === 'published',
  pathsFor: async (doc) => lessonPaths(doc),
})

export const revalidateLessonAfterChange = hooks.afterChange
export const revalidateLessonAfterDelete = hooks.afterDelete
