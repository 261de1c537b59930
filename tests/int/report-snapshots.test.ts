/**
 * Issue 14: ranking snapshots on the real database. The seed's demo rankings, an operator's
 * import (`npm run report:import FILE`, run here as a process), a bad file that writes nothing
 * and a re-import that duplicates nothing.
 */
import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { countSnapshots, latestSnapshot } from '@/server/report/snapshots'

let payload: Payload
let dir: string
const pool = () => payload.db.pool
const db = () => payload.db.drizzle

beforeAll(async () => {
  // scripts/test-db.ts migrated and seeded this database before the tests.
  payload = await getPayload({ config })
  dir = mkdtempSync(path.join(tmpdir(), 'report-import-'))
})

afterAll(() => rmSync(dir, { recursive: true, force: true }))

/** `npm run report:import FILE` without the database preparation (done already). */
function importFile(name: string, content: string) {
  const file = path.join(dir, name)
  writeFileSync(file, content)
  const run = spawnSync('node_modules/.bin/tsx', ['scripts/report-import.ts', file], { encoding: 'utf8', env: process.env })
  return { code: run.status, output: `${run.stdout}${run.stderr}` }
}

const HEADER = 'kind,typeId,period,date,rank,goodsId,goodsName,thumbUrl,daySales,price,dayGrowth'
const DATE = '2031-01-15' // after every demo date: the newest snapshot

describe('ranking snapshots', () => {
  it('are seeded with 30 days of demo rankings, marked as demo', async () => {
    expect(await countSnapshots(db(), 'demo')).toBeGreaterThanOrEqual(12 * 6 * 30)
    const today = new Date().toISOString().slice(0, 10)
    const hot = await latestSnapshot(db(), { kind: 'good', typeId: 99991, period: 'day' }, today)
    expect(hot?.source).toBe('demo')
    expect(hot?.rows).toHaveLength(20)
    expect(Object.keys(hot?.rows[0] ?? {}).sort()).toEqual(['dayGrowth', 'daySales', 'goodsId', 'goodsName', 'nameEn', 'nameZh', 'price', 'rank', 'sellerCountry', 'thumbUrl'])
  })

  it('imports an operator’s file, and importing it again changes nothing', async () => {
    const file = [HEADER, `good,99991,day,${DATE},1,G-1,Наушники X,,500,1999,2.5`, `good,99991,day,${DATE},2,G-2,Кабель,,300,299,`].join('\n')
    const first = importFile('day.csv', file)
    expect(first.output).toContain('imported 2 rows into 1 snapshots')
    expect(first.code).toBe(0)
    const count = await countSnapshots(db())
    const stored = await latestSnapshot(db(), { kind: 'good', typeId: 99991, period: 'day' }, DATE)
    expect(stored).toMatchObject({ date: DATE, source: 'import' })
    expect(stored?.rows).toEqual([
      { rank: 1, goodsId: 'G-1', goodsName: 'Наушники X', thumbUrl: null, daySales: 500, price: 1999, dayGrowth: 2.5 },
      { rank: 2, goodsId: 'G-2', goodsName: 'Кабель', thumbUrl: null, daySales: 300, price: 299, dayGrowth: null },
    ])

    expect(importFile('day.csv', file).code).toBe(0)
    expect(await countSnapshots(db())).toBe(count)
    // A corrected file for the same day replaces that day's ranking.
    expect(importFile('day-fixed.csv', [HEADER, `good,99991,day,${DATE},1,G-9,Колонка,,900,2990,`].join('\n')).code).toBe(0)
    expect((await latestSnapshot(db(), { kind: 'good', typeId: 99991, period: 'day' }, DATE))?.rows.map((row) => row.goodsId)).toEqual(['G-9'])
    expect(await countSnapshots(db())).toBe(count)
    const { rows } = await pool().query(`SELECT file_name, row_count, snapshot_count FROM report_imports WHERE file_name = 'day-fixed.csv'`)
    expect(rows).toEqual([{ file_name: 'day-fixed.csv', row_count: 1, snapshot_count: 1 }])
  })

  it('writes nothing of a file with a bad row, and says which line', async () => {
    const before = await countSnapshots(db())
    const bad = importFile(
      'bad.csv',
      [HEADER, `good,99994,day,2031-02-01,1,G-1,Чай,,10,100,`, `good,99994,day,2031-02-01,2,G-2,Кофе,,-3,100,`, `brand,99994,day,2031-02-01,1`].join('\n'),
    )
    expect(bad.code).toBe(1)
    expect(bad.output).toMatch(/nothing imported/)
    expect(bad.output).toMatch(/line 3: daySales is negative/)
    expect(bad.output).toMatch(/line 4: brandName is missing|line 4: brandName/)
    expect(await countSnapshots(db())).toBe(before)
    expect(await latestSnapshot(db(), { kind: 'good', typeId: 99994, period: 'day' }, '2031-02-01')).toMatchObject({ source: 'demo' })
  })

  it('tells the operator how to call it', () => {
    const run = spawnSync('node_modules/.bin/tsx', ['scripts/report-import.ts'], { encoding: 'utf8', env: process.env })
    expect(run.status).toBe(2)
    expect(run.stderr).toMatch(/Usage: npm run report:import FILE/)
  })
})
