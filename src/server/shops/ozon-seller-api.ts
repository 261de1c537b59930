/**
 * The live check of a shop's credentials against Ozon's Seller API (api-seller.ozon.ru; headers
 * Client-Id and Api-Key): a cheap authenticated call, POST /v1/seller/info, that also names the
 * company. Enabled by OZON_SELLER_API_BASE (https://api-seller.ozon.ru in production); without it
 * shops are saved unchecked. Tested against a local server that answers as Ozon does.
 */
export type ShopCheck =
  | { status: 'verified'; companyName: string | null }
  /** Ozon refused the pair (401/403): not saved. */
  | { status: 'rejected' }
  /** Not configured, or Ozon did not answer usefully: saved, marked unchecked. */
  | { status: 'unchecked'; reason: 'not-configured' | 'unavailable' }

export interface OzonSellerApi {
  check(clientId: string, apiKey: string): Promise<ShopCheck>
}

type Env = Record<string, string | undefined>

export function createOzonSellerApi(env: Env = process.env, fetchImpl: typeof fetch = fetch): OzonSellerApi {
  const base = env.OZON_SELLER_API_BASE?.trim().replace(/\/$/, '')
  if (!base) return { check: async () => ({ status: 'unchecked', reason: 'not-configured' }) }
  return {
    async check(clientId, apiKey) {
      let response: Response
      try {
        response = await fetchImpl(`${base}/v1/seller/info`, {
          method: 'POST',
          headers: { 'Client-Id': clientId, 'Api-Key': apiKey, 'content-type': 'application/json' },
          body: '{}',
          signal: AbortSignal.timeout(8000),
        })
      } catch {
        return { status: 'unchecked', reason: 'unavailable' }
      }
      if (response.status === 401 || response.status === 403) return { status: 'rejected' }
      if (!response.ok) return { status: 'unchecked', reason: 'unavailable' }
      const body = (await response.json().catch(() => null)) as { company?: { name?: unknown }; name?: unknown } | null
      const name = body?.company?.name ?? body?.name
      return { status: 'verified', companyName: typeof name === 'string' && name ? name.slice(0, 200) : null }
    },
  }
}
