/**
 * What the report service ranks (spec section 3): the 12 fixed main categories, the six ranking
 * kinds under their map keys, and the two periods. Shared by the import, the endpoints and the UI.
 */

/** The fixed main categories, by `typeId`, in the spec's order. Their names live in the locales. */
export const MAIN_CATEGORY_IDS = [99997, 99991, 99998, 99996, 99995, 99990, 99994, 99999, 99992, 99989, 99993, 99987] as const
export type MainCategoryId = (typeof MAIN_CATEGORY_IDS)[number]

export function isMainCategoryId(value: number): value is MainCategoryId {
  return (MAIN_CATEGORY_IDS as readonly number[]).includes(value)
}

/**
 * The ranking kinds, keyed as the spec's ranking map: hot goods, hot categories, hot search
 * words, soaring goods, soaring shops, hot brands.
 */
export const RANKING_KINDS = ['good', 'category', 'keyword', 'soarGood', 'soarMall', 'brand'] as const
export type RankingKind = (typeof RANKING_KINDS)[number]

/** A day's ranking or a week's. */
export const PERIODS = ['day', 'week'] as const
export type Period = (typeof PERIODS)[number]

/** The fields of one ranking row per kind, named as in the spec (its order is the columns'). */
export const ROW_FIELDS = {
  good: ['goodsId', 'goodsName', 'thumbUrl', 'daySales', 'price', 'dayGrowth'],
  soarGood: ['goodsId', 'goodsName', 'thumbUrl', 'daySales', 'price', 'dayGrowth'],
  category: ['typeName', 'sales', 'gmv'],
  keyword: ['keyWord', 'heat', 'clickHeat'],
  soarMall: ['mallName', 'thumbUrl', 'sales', 'yesterdayGrowth'],
  brand: ['brandName', 'brandImgUrl', 'sales', 'gmv'],
} as const satisfies Record<RankingKind, readonly string[]>

/** "How the data is made": every ranking links here. */
export const METHODOLOGY_PATH = '/data-methodology'
