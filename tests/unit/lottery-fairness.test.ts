/**
 * The lottery's scheme (src/lib/lottery/fairness.ts): fixed vectors computed with node:crypto
 * (tests/fixtures/lottery/vectors.json; the browser's verify page is checked against the same file
 * in tests/e2e/lottery-verify.spec.ts), the odds over many draws, the stock rule, and a log whose
 * seed, table or outcomes were changed failing verification.
 */
import { describe, expect, it } from 'vitest'

import { canonicalTable, commitmentOf, drawTicket, type FairnessLog, type FairTable, oddsOutcome, tableDigestOf, verifyLog, withStock } from '@/lib/lottery/fairness'
import { FAIRNESS_LOG_PATH } from '@/lib/lottery/paths'
import { USER_SERVICE } from '@/server/services'

import vectors from '../fixtures/lottery/vectors.json'

const table = vectors.table as FairTable

/** The log the vectors make: each draw's odds, then the stock rule in sequence order. */
function vectorLog(): FairnessLog {
  const won = new Map<string, number>()
  const draws = vectors.draws.map((draw) => {
    const outcome = withStock(table, draw.odds, draw.odds ? (won.get(draw.odds) ?? 0) : 0)
    if (outcome) won.set(outcome, (won.get(outcome) ?? 0) + 1)
    return { sequence: draw.sequence, player: draw.player, outcome }
  })
  return { scheme: 'ozon-lottery/v1', commitment: vectors.commitment, tableDigest: vectors.tableDigest, table, seed: vectors.seed, draws }
}

describe('the lottery scheme', () => {
  it('gives the fixed vectors: canonical table, digest, commitment, each draw’s ticket and prize', async () => {
    expect(canonicalTable(table)).toBe(vectors.canonicalTable)
    expect(await tableDigestOf(table)).toBe(vectors.tableDigest)
    expect(await commitmentOf(vectors.seed, vectors.tableDigest)).toBe(vectors.commitment)
    for (const draw of vectors.draws) {
      expect(await drawTicket(vectors.seed, table.campaignId, draw.sequence, draw.player, 501), `#${draw.sequence}`).toBe(draw.ticket)
      expect(await oddsOutcome(vectors.seed, table, draw.sequence, draw.player), `#${draw.sequence}`).toBe(draw.odds)
    }
  })

  it('follows the weights over 20 000 draws (within 3 standard deviations)', async () => {
    const counts = new Map<string | null, number>()
    const draws = 20_000
    for (let sequence = 1; sequence <= draws; sequence++) {
      const odds = await oddsOutcome(vectors.seed, table, sequence, 'ODDS')
      counts.set(odds, (counts.get(odds) ?? 0) + 1)
    }
    for (const [id, weight] of [...table.prizes.map((prize) => [prize.id, prize.weight] as const), [null, table.noPrizeWeight] as const]) {
      const p = weight / 501
      const sd = Math.sqrt(draws * p * (1 - p))
      expect(Math.abs((counts.get(id) ?? 0) - draws * p), String(id)).toBeLessThan(3 * sd + 1)
    }
  })

  it('turns a prize already won as many times as its stock into “no prize”', () => {
    const [membership] = table.prizes
    expect(withStock(table, membership!.id, membership!.stock - 1)).toBe(membership!.id)
    expect(withStock(table, membership!.id, membership!.stock)).toBeNull()
    expect(withStock(table, 'not-in-the-table', 0)).toBeNull()
    // The vectors' membership comes up 6 times on stock 3: the log gives it 3 times.
    expect(vectorLog().draws.filter((draw) => draw.outcome === membership!.id)).toHaveLength(3)
  })

  it('verifies the whole log, and finds a changed seed, table, outcome or sequence', async () => {
    const log = vectorLog()
    expect(await verifyLog(log)).toEqual({ ok: true, checked: 40, problems: [] })

    const otherSeed = await verifyLog({ ...log, seed: 'f'.repeat(64) })
    expect(otherSeed.ok).toBe(false)
    expect(otherSeed.problems[0]).toMatchObject({ kind: 'commitment' })

    const richerTable = { ...table, prizes: table.prizes.map((prize, index) => (index === 2 ? { ...prize, weight: 100 } : prize)) }
    expect((await verifyLog({ ...log, table: richerTable })).problems[0]).toMatchObject({ kind: 'tableDigest' })

    const firstLoss = log.draws.findIndex((draw) => draw.outcome === null)
    const forged = log.draws.map((draw, index) => (index === firstLoss ? { ...draw, outcome: table.prizes[2]!.id } : draw))
    expect((await verifyLog({ ...log, draws: forged })).problems).toEqual([{ kind: 'outcome', sequence: firstLoss + 1, logged: table.prizes[2]!.id, computed: null }])

    const gap = await verifyLog({ ...log, draws: log.draws.filter((draw) => draw.sequence !== 5) })
    expect(gap.problems.some((problem) => problem.kind === 'sequence')).toBe(true)

    expect((await verifyLog({ ...log, seed: null })).problems).toContainEqual({ kind: 'seedMissing' })
  })

  it('names the public log’s address as the user service serves it', () => {
    expect(FAIRNESS_LOG_PATH).toBe(`${USER_SERVICE.base}/lottery/fairness`)
    expect(USER_SERVICE.endpoints).toHaveProperty('/lottery/fairness')
  })

  it('refuses a seed that is not 64 hexadecimal digits and weights that are not whole numbers', async () => {
    await expect(drawTicket('abc', 1, 1, 'P', 10)).rejects.toThrow(RangeError)
    await expect(oddsOutcome(vectors.seed, { ...table, noPrizeWeight: -1 }, 1, 'P')).rejects.toThrow(RangeError)
    await expect(oddsOutcome(vectors.seed, { ...table, prizes: [{ id: 'x', kind: 'coupon', stock: 1, weight: 0.5 }] }, 1, 'P')).rejects.toThrow(RangeError)
  })
})
