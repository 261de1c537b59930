import { CALCULATOR_PATHS } from '@/lib/calculator/paths'
import { revalidateOnPublicChange } from '@cms/hooks/revalidateDocument'

/** A published, changed or withdrawn tariff version regenerates the calculator's pages. */
const hooks = revalidateOnPublicChange<{ id: number; _status?: 'draft' | 'published' | null }>({
  collection: 'tariff-versions',
  isPublic: (doc) => doc._status === 'published',
  pathsFor: async () => [...CALCULATOR_PATHS],
})

export const revalidateTariffsAfterChange = hooks.afterChange
export const revalidateTariffsAfterDelete = hooks.afterDelete
