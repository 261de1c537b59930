/**
 * The report repository on a real database (tests/http/report-service.test.ts calls the same
 * endpoints over HTTP): a product's history across snapshots, the dates of a category's soaring
 * list, and a burst of top-up applications that makes one.
 */
import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { emergingDates, productHistory } from '@/server/report/explosion'
import { latestSnapshotsOfKind, snapshotSources, topUpCounts } from '@/server/report/repository'
import { saveSnapshots } from '@/server/report/snapshots'
import { applyForTopUp, listTopUps } from '@/server/report/top-ups'
import { createSeller } from '@/server/user/accounts'

import { freshPhone } from '../helpers/fixtures'

let payload: Payload

beforeAll(async () => {
  payload = await getPayload({ config })
})

describe('report repository', () => {
  it("reads a product's days and a category's dates from the snapshots", async () => {
    const db = payload.db.drizzle
    const typeId = 88_000 + (Date.now() % 1000)
    const goodsId = `P-${Date.now()}`
    const row = (rank: number, daySales: number) => ({ rank, goodsId, goodsName: 'Лампа', thumbUrl: null, daySales, price: 100, dayGrowth: null })
    await saveSnapshots(
      db,
      [
        { kind: 'good', typeId, period: 'day', date: '2032-03-01', rows: [row(4, 10)] },
        { kind: 'soarGood', typeId, period: 'day', date: '2032-03-01', rows: [row(2, 10)] },
        { kind: 'soarGood', typeId, period: 'day', date: '2032-03-03', rows: [row(7, 30)] },
      ],
      'import',
    )
    const history = await productHistory(db, goodsId, '2032-03-03', 30)
    expect(history).toMatchObject({ goodsId, goodsName: 'Лампа', typeId, demo: false })
    expect(history.days).toEqual([
      { date: '2032-03-01', rank: 2, daySales: 10, price: 100 },
      { date: '2032-03-03', rank: 7, daySales: 30, price: 100 },
    ])
    expect(await emergingDates(db, typeId, '2032-03-02')).toEqual(['2032-03-01'])
    const soaring = (await latestSnapshotsOfKind(db, 'soarGood', 'day', '2032-03-03')).find((snapshot) => snapshot.typeId === typeId)
    expect(soaring).toMatchObject({ date: '2032-03-03', source: 'import' })
    expect((await snapshotSources(db)).find((source) => source.source === 'import')?.latest).toMatch(/^\d{4}-\d{2}-\d{2}$/)
  })

  it('top-up applications: 8 at once make one, the others answer it as a duplicate', async () => {
    const db = payload.db.drizzle
    const { seller } = await createSeller(payload, freshPhone(), {})
    const before = await topUpCounts(db)
    const answers = await Promise.all(Array.from({ length: 8 }, () => applyForTopUp(db, seller.id, 'goods', `G-${seller.id}`)))
    expect(new Set(answers.map((answer) => answer.id)).size).toBe(1)
    expect(answers.filter((answer) => !answer.duplicate)).toHaveLength(1)
    expect(answers[0]).toMatchObject({ kind: 'goods', target: `G-${seller.id}`, status: 'pending' })
    expect(await topUpCounts(db)).toEqual({ pending: before.pending + 1, total: before.total + 1 })
    const exported = (await listTopUps(db, { status: 'pending', kind: 'goods' })).find((entry) => entry.id === answers[0]!.id)
    expect(exported).toMatchObject({ phone: seller.phone, handledAt: null })
    expect(exported?.createdAt.toISOString()).toBe(answers[0]!.createdAt)
  })
})
