/**
 * An Ozon shop's API credentials as the seller copies them from seller.ozon.ru → Settings → API
 * keys: the Client-Id (a number) and the Api-Key (a UUID). Shared by the form and the service.
 */
import { z } from 'zod'

/** Whitespace a paste brings along (spaces, tabs, line breaks, no-break spaces) is dropped. */
const pasted = (value: unknown) => (typeof value === 'string' ? value.replace(/[\s\u00a0\u200b]+/g, '') : value)

export const clientIdSchema = z.preprocess(
  pasted,
  z.string({ error: 'validation.shopClientIdRequired' }).min(1, 'validation.shopClientIdRequired').regex(/^\d{1,12}$/, 'validation.shopClientIdInvalid'),
)

export const apiKeySchema = z.preprocess(
  pasted,
  z
    .string({ error: 'validation.shopApiKeyRequired' })
    .min(1, 'validation.shopApiKeyRequired')
    .regex(/^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/, 'validation.shopApiKeyInvalid')
    .transform((key) => key.toLowerCase()),
)

export const shopNameSchema = z.string().trim().max(60, 'validation.shopNameTooLong').optional().nullable()

/** What the seller sees of a stored key: its last four characters. */
export function maskApiKey(key: string): string {
  return `••••••••-••••-••••-••••-••••••••${key.slice(-4)}`
}
