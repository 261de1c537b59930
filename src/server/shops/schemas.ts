/** Request schemas of the shop authorization calls (zod; the rules of src/lib/shops/validation.ts). */
import { z } from 'zod'

import { apiKeySchema, clientIdSchema, shopNameSchema } from '@/lib/shops/validation'

export const authorizeShopSchema = z.object({ clientId: clientIdSchema, apiKey: apiKeySchema, name: shopNameSchema })
export const deleteShopSchema = z.object({ id: z.coerce.number({ error: 'badRequest' }).int('badRequest').positive('badRequest').max(2_147_483_647, 'badRequest') })
