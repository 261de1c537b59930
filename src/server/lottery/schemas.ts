/** Request schemas of the lottery calls (zod); messages are keys of locales/<lang>/service.json. */
import { z } from 'zod'

import { phoneSchema } from '@/lib/auth/validation'
import { DEFAULT_ACTIVITY_ID } from '@/lib/campaign'
import { PG_INT_MAX } from '@/lib/pg-int'

/** The campaign's activity id (actId); the spec's default activity when absent. */
const actId = z.coerce.number({ error: 'invalidActivity' }).int('invalidActivity').min(1, 'invalidActivity').max(PG_INT_MAX, 'invalidActivity').default(DEFAULT_ACTIVITY_ID)
const drawId = z.coerce.number({ error: 'prizeNotFound' }).int('prizeNotFound').min(1, 'prizeNotFound').max(Number.MAX_SAFE_INTEGER, 'prizeNotFound')

export const activitySchema = z.object({ actId })

/** A campaign by its id (the verify page's links from "my prizes") or by its activity id. */
export const fairnessSchema = z.object({
  actId,
  campaignId: z.coerce.number({ error: 'activityNotFound' }).int('activityNotFound').min(1, 'activityNotFound').max(PG_INT_MAX, 'activityNotFound').optional(),
})

/** A draw: the request id makes a retry (double click, lost answer) the same draw. */
export const drawSchema = z.object({
  actId,
  requestId: z.string({ error: 'invalidRequestId' }).regex(/^[A-Za-z0-9_-]{8,64}$/, 'invalidRequestId'),
})

export const claimQuerySchema = z.object({ drawId })

/** Delivery details (spec section 5's phone rule; a name and an address a courier can use). */
export const claimSchema = z.object({
  drawId,
  recipientName: z.string({ error: 'recipientNameRequired' }).trim().min(1, 'recipientNameRequired').max(30, 'recipientNameTooLong'),
  recipientPhone: phoneSchema,
  address: z.string({ error: 'addressRequired' }).trim().min(1, 'addressRequired').min(5, 'addressTooShort').max(300, 'addressTooLong'),
})
