/** Distribution channels (cms/collections/distribution-channels) as the services read them. */
import type { Payload, PayloadRequest } from 'payload'

import { relationId } from '@/lib/relation'

import type { DistributionChannel, Seller } from '@payload-types'

/**
 * The active channel with this url code, or null. The url code is unique, so it alone names the
 * channel: the appId a link or the client sends (the client's is always 'ozon', APP_NAME) is not
 * matched against the channel's, which a marketer sets and the client cannot know (issue 16).
 */
export async function activeChannelByUrlCode(payload: Payload, urlCode: string, req?: PayloadRequest): Promise<DistributionChannel | null> {
  const { docs } = await payload.find({
    collection: 'distribution-channels',
    where: { and: [{ urlCode: { equals: urlCode } }, { active: { equals: true } }] },
    depth: 0,
    limit: 1,
    overrideAccess: true,
    req,
  })
  return docs[0] ?? null
}

/** The channel a promotion page binds its registrations to (its campaign settings), if active. */
export async function promotionChannel(payload: Payload, promotionId: number, req?: PayloadRequest): Promise<DistributionChannel | null> {
  const { docs } = await payload.find({ collection: 'promotions', where: { id: { equals: promotionId } }, depth: 1, limit: 1, overrideAccess: true, select: { campaign: true }, req })
  const channel = docs[0]?.campaign?.channel
  return channel && typeof channel === 'object' && channel.active ? channel : null
}

/** The channel a seller is bound to, as it is now (switched off or not), or null when the seller has none or it was removed. */
export async function boundChannel(payload: Payload, seller: Pick<Seller, 'distributionChannel'>, locale?: 'zh' | 'en' | 'ru'): Promise<DistributionChannel | null> {
  const id = relationId(seller.distributionChannel)
  if (!id) return null
  const { docs } = await payload.find({ collection: 'distribution-channels', where: { id: { equals: id } }, locale, depth: 0, limit: 1, overrideAccess: true })
  return docs[0] ?? null
}
