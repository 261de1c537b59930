import { describe, expect, it } from 'vitest'

import { MAIN_CATEGORY_IDS, RANKING_KINDS } from '@/lib/rankings/catalog'
import { DEMO_DAYS, DEMO_WEEKS, demoSnapshots } from '@/server/report/demo'
import { readRankingFile } from '@/server/report/import-file'

describe('demo rankings', () => {
  const snapshots = demoSnapshots('2026-11-24')

  it('cover the last 30 days and 5 weeks of every kind in every main category, 20 rows each', () => {
    expect(snapshots).toHaveLength(RANKING_KINDS.length * MAIN_CATEGORY_IDS.length * (DEMO_DAYS + DEMO_WEEKS))
    const days = new Set(snapshots.filter((s) => s.period === 'day').map((s) => s.date))
    expect(days.size).toBe(30)
    expect([...days].sort().at(-1)).toBe('2026-11-24')
    expect([...days].sort()[0]).toBe('2026-10-26')
    // Weeks end on Sundays (2026-11-22 is one).
    expect(new Set(snapshots.filter((s) => s.period === 'week').map((s) => s.date))).toEqual(new Set(['2026-11-22', '2026-11-15', '2026-11-08', '2026-11-01', '2026-10-25']))
    for (const snapshot of snapshots) expect(snapshot.rows.map((row) => row.rank)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1))
  })

  it('are the same for the same date and change from day to day', () => {
    expect(demoSnapshots('2026-11-24')).toEqual(snapshots)
    const goods = (date: string) => demoSnapshots(date).find((s) => s.kind === 'good' && s.typeId === 99997 && s.period === 'day' && s.date === date)?.rows
    expect(goods('2026-11-24')).not.toEqual(goods('2026-11-23'))
  })

  it('are rows an operator could import (same fields, same rules)', () => {
    const rows = snapshots.flatMap(({ kind, typeId, period, date, rows }) => rows.map((row) => ({ kind, typeId, period, date, ...row })))
    const result = readRankingFile('demo.json', JSON.stringify(rows))
    expect(result.ok ? 'ok' : result.errors.slice(0, 3)).toBe('ok')
  })

  it('rank goods by sales, with the best seller first', () => {
    const goods = snapshots.find((s) => s.kind === 'good' && s.period === 'day')!.rows
    expect(Number(goods[0]!.daySales)).toBeGreaterThan(Number(goods[19]!.daySales))
  })
})
