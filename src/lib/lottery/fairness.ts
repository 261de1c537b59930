/**
 * The lottery's checkable draws (docs/decisions/0016-verifiable-lottery.md). The same code runs in
 * the browser (the verify page), on the server (the draw) and in scripts/lottery-verify.ts, on
 * Web Crypto (`globalThis.crypto.subtle`: browsers in a secure context, Node 20+).
 *
 * - Before the campaign: a secret 32-byte `seed` (hex), the prize table's `tableDigest`
 *   (SHA-256 of its canonical JSON) and `commitment = SHA-256("ozon-lottery/v1|" + seed + "|" + tableDigest)`
 *   are made; the table and the commitment are public, the seed is not.
 * - Each draw: `HMAC-SHA-256(key = seed bytes, "campaignId|sequence|player")` read as a 256-bit
 *   number, modulo the sum of the weights (prizes' and "no prize"), is a ticket; the prizes in the
 *   table's order take consecutive ranges of tickets, by weight; the rest is "no prize".
 * - Stock: a prize already won `stock` times by draws with smaller sequence numbers gives
 *   "no prize" instead.
 * - After the campaign the seed is revealed: anyone recomputes the commitment and every draw.
 */

export const FAIRNESS_SCHEME = 'ozon-lottery/v1'

/** What the draw depends on, frozen when the campaign starts. */
export type FairTable = {
  campaignId: number
  noPrizeWeight: number
  /** In the draw's order; names are the CMS's (they may be corrected), not part of the table. */
  prizes: ReadonlyArray<{ id: string; kind: string; stock: number; weight: number }>
}

/** One line of the public draw log. `outcome`: the prize id given, or null for "no prize". */
export type LoggedDraw = { sequence: number; player: string; outcome: string | null }

export type FairnessLog = { scheme: string; commitment: string; tableDigest: string; table: FairTable; seed: string | null; draws: readonly LoggedDraw[] }

const SEED_PATTERN = /^[0-9a-f]{64}$/

export const isSeed = (value: unknown): value is string => typeof value === 'string' && SEED_PATTERN.test(value)

const subtle = () => {
  const crypto = globalThis.crypto?.subtle
  // Browsers give Web Crypto only to secure pages (https or localhost).
  if (!crypto) throw new Error('Web Crypto is not available here (an https page is needed)')
  return crypto
}

const hex = (buffer: ArrayBuffer) => Array.from(new Uint8Array(buffer), (byte) => byte.toString(16).padStart(2, '0')).join('')
const bytes = (hexText: string) => Uint8Array.from(hexText.match(/../g) ?? [], (pair) => parseInt(pair, 16))
const utf8 = (text: string) => new TextEncoder().encode(text)

async function sha256Hex(text: string): Promise<string> {
  return hex(await subtle().digest('SHA-256', utf8(text)))
}

/** The table as one JSON text: fixed key order, prizes in the draw's order. */
export function canonicalTable(table: FairTable): string {
  return JSON.stringify({
    scheme: FAIRNESS_SCHEME,
    campaignId: table.campaignId,
    noPrizeWeight: table.noPrizeWeight,
    prizes: table.prizes.map((prize) => ({ id: prize.id, kind: prize.kind, stock: prize.stock, weight: prize.weight })),
  })
}

export const tableDigestOf = (table: FairTable) => sha256Hex(canonicalTable(table))

export const commitmentOf = (seed: string, tableDigest: string) => sha256Hex(`${FAIRNESS_SCHEME}|${seed}|${tableDigest}`)

/** The draw's ticket: its HMAC as a number, modulo `total` (> 0). */
export async function drawTicket(seed: string, campaignId: number, sequence: number, player: string, total: number): Promise<number> {
  if (!isSeed(seed)) throw new RangeError('the seed is 64 hexadecimal digits')
  const key = await subtle().importKey('raw', bytes(seed), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign'])
  const mac = hex(await subtle().sign('HMAC', key, utf8(`${campaignId}|${sequence}|${player}`)))
  return Number(BigInt(`0x${mac}`) % BigInt(total))
}

/** The prize a ticket falls on (by cumulative weight, in the table's order), or null for "no prize". */
export function prizeForTicket(table: Pick<FairTable, 'prizes' | 'noPrizeWeight'>, ticket: number): string | null {
  let rest = ticket
  for (const prize of table.prizes) {
    if (rest < prize.weight) return prize.id
    rest -= prize.weight
  }
  return null
}

const isWeight = (value: number) => Number.isSafeInteger(value) && value >= 0

/** The sum of the weights; a weight that is not a whole number ≥ 0 is refused (RangeError). */
export function totalWeight(table: Pick<FairTable, 'prizes' | 'noPrizeWeight'>): number {
  if (!isWeight(table.noPrizeWeight) || !table.prizes.every((prize) => isWeight(prize.weight) && isWeight(prize.stock))) throw new RangeError('weights and stock are whole numbers ≥ 0')
  return table.prizes.reduce((sum, prize) => sum + prize.weight, table.noPrizeWeight)
}

/** The prize the odds give a draw, before stock: null when nothing can be won. */
export async function oddsOutcome(seed: string, table: FairTable, sequence: number, player: string): Promise<string | null> {
  const total = totalWeight(table)
  if (total <= 0) return null
  return prizeForTicket(table, await drawTicket(seed, table.campaignId, sequence, player, total))
}

/** The outcome once stock is counted: the odds' prize unless `wonBefore` (its wins at smaller sequence numbers) reached its stock. */
export function withStock(table: FairTable, prizeId: string | null, wonBefore: number): string | null {
  if (prizeId === null) return null
  const prize = table.prizes.find((candidate) => candidate.id === prizeId)
  return prize && wonBefore < prize.stock ? prizeId : null
}

export type VerifyProblem =
  | { kind: 'seedMissing' }
  | { kind: 'tableDigest'; expected: string; actual: string }
  | { kind: 'commitment'; expected: string; actual: string }
  | { kind: 'sequence'; sequence: number }
  | { kind: 'outcome'; sequence: number; logged: string | null; computed: string | null }

/**
 * Recomputes a whole log: the table's digest, the commitment from the revealed seed, the
 * sequence (1, 2, 3… without gaps or repeats) and every draw's outcome with the stock rule.
 */
export async function verifyLog(log: FairnessLog): Promise<{ ok: boolean; checked: number; problems: VerifyProblem[] }> {
  const problems: VerifyProblem[] = []
  const digest = await tableDigestOf(log.table)
  if (digest !== log.tableDigest) problems.push({ kind: 'tableDigest', expected: log.tableDigest, actual: digest })
  if (!log.seed) return { ok: false, checked: 0, problems: [...problems, { kind: 'seedMissing' }] }
  const commitment = await commitmentOf(log.seed, digest)
  if (commitment !== log.commitment) problems.push({ kind: 'commitment', expected: log.commitment, actual: commitment })
  const won = new Map<string, number>()
  const draws = [...log.draws].sort((a, b) => a.sequence - b.sequence)
  for (const [index, draw] of draws.entries()) {
    if (draw.sequence !== index + 1) problems.push({ kind: 'sequence', sequence: draw.sequence })
    const odds = await oddsOutcome(log.seed, log.table, draw.sequence, draw.player)
    const computed = withStock(log.table, odds, odds === null ? 0 : (won.get(odds) ?? 0))
    if (computed !== null) won.set(computed, (won.get(computed) ?? 0) + 1)
    if (computed !== draw.outcome) problems.push({ kind: 'outcome', sequence: draw.sequence, logged: draw.outcome, computed })
  }
  return { ok: problems.length === 0, checked: draws.length, problems }
}
