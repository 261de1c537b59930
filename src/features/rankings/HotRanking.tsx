import { useTranslation } from 'next-i18next/pages'
import { type KeyboardEvent, useCallback, useRef, useState } from 'react'
import useSWR from 'swr'

import Link from '@/components/layout/Link'
import type { Locale } from '@/lib/i18n/locales'
import { MAIN_CATEGORY_IDS, RANKING_KINDS, type RankingKind } from '@/lib/rankings/catalog'
import { rankingCsvHref } from '@/lib/rankings/export-link'
import { hasOrigins, isOriginFilter, type OriginFilter } from '@/lib/rankings/origin'
import { DAILY_RANKING_SOURCES, HOME_RANKING_ROWS, type RankingList } from '@/lib/rankings/sources'

import { COLUMNS, COMPACT_COLUMNS, RankingCells, RankingHeadCells } from './columns'
import { reportCall } from './report-client'

import { DataFreshness } from './DataFreshness'
import { OriginOptions } from './OriginOptions'
import styles from './HotRanking.module.scss'

export type HotRankingData = { typeId: number; lists: Record<RankingKind, RankingList> }

/** What one table shows: a kind, a category, the page's language and the sellers' filter (null: every seller, or a kind without sellers). */
type RankingKey = [RankingKind, number, Locale, OriginFilter | null]

/** The report service's answer, or an error carrying its message (in the page's language). */
async function fetchRanking([kind, typeId, locale, origin]: RankingKey): Promise<RankingList> {
  const { path, query } = DAILY_RANKING_SOURCES[kind](typeId, origin)
  return (await reportCall(path, query, locale)).data
}

/**
 * The daily hot ranking (spec section 2, mobile home; shown on the three homes): six kinds in
 * swipe pages (scroll snap: touch and trackpad swipe without any script; the tabs and arrow keys
 * with it), a progress bar growing with the page, and the main-category picker. The first
 * category comes rendered with the page; the others are read from the report service (SWR).
 * The goods and shop kinds filter by where their sellers are (one choice for the three); each
 * kind offers its ranking as a CSV file (src/server/exports/rankings.ts).
 */
export function HotRanking({ initial, locale, compact = false }: { initial: HotRankingData; locale: Locale; compact?: boolean }) {
  const { t } = useTranslation('rankings')
  const [typeId, setTypeId] = useState(initial.typeId)
  const [origin, setOrigin] = useState<OriginFilter | null>(null)
  const [page, setPage] = useState(0)
  const pages = useRef<HTMLDivElement>(null)
  const tabs = useRef<Array<HTMLButtonElement | null>>([])

  const show = useCallback((index: number, focus = false) => {
    const next = (index + RANKING_KINDS.length) % RANKING_KINDS.length
    setPage(next)
    const strip = pages.current
    if (strip) strip.scrollTo({ left: next * strip.clientWidth, behavior: window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth' })
    if (focus) tabs.current[next]?.focus()
  }, [])

  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    const moves: Record<string, number> = { ArrowRight: page + 1, ArrowLeft: page - 1, Home: 0, End: RANKING_KINDS.length - 1 }
    if (!(event.key in moves)) return
    event.preventDefault()
    show(moves[event.key]!, true)
  }

  // A swipe (or a scroll by keyboard) settles on a page: the tabs and the bar follow it.
  const onScroll = () => {
    const strip = pages.current
    if (!strip || strip.clientWidth === 0) return
    const settled = Math.round(strip.scrollLeft / strip.clientWidth)
    if (settled !== page && settled >= 0 && settled < RANKING_KINDS.length) setPage(settled)
  }

  const date = initial.lists.good.date
  const demo = RANKING_KINDS.some((kind) => initial.lists[kind].demo)

  return (
    <section className={compact ? `${styles.section} ${styles.compact}` : styles.section} aria-labelledby="home-ranking-title" data-testid="home-ranking">
      <div className={styles.header}>
        <div>
          <h2 id="home-ranking-title" className={styles.title}>
            {t('title')}
          </h2>
          <p className={styles.subtitle}>{t('subtitle')}</p>
        </div>
        <p className={styles.meta}>
          {date ? <span>{t('dataDate', { date })}</span> : null}
          {demo ? <span className={styles.demo}>{t('demo')}</span> : null}
          <DataFreshness updatedAt={initial.lists.good.updatedAt} />
          <Link href="/ExplosionDetection/dataList">{t('explosionLink')}</Link>
        </p>
      </div>

      <div className={styles.categories} role="group" aria-label={t('pickCategory')}>
        {MAIN_CATEGORY_IDS.map((id) => (
          <button key={id} type="button" className={styles.category} aria-pressed={id === typeId} aria-controls="home-ranking-pages" onClick={() => setTypeId(id)}>
            {t(`categories.${id}`)}
          </button>
        ))}
      </div>

      <div role="tablist" aria-label={t('kindsLabel')} className={styles.tabs}>
        {RANKING_KINDS.map((kind, index) => (
          <button
            key={kind}
            ref={(element) => {
              tabs.current[index] = element
            }}
            type="button"
            role="tab"
            id={`home-ranking-tab-${kind}`}
            aria-selected={index === page}
            aria-controls={`home-ranking-page-${kind}`}
            tabIndex={index === page ? 0 : -1}
            className={styles.tab}
            onClick={() => show(index)}
            onKeyDown={onTabKey}
          >
            {t(`kinds.${kind}`)}
          </button>
        ))}
      </div>
      <div className={styles.progress} role="progressbar" aria-label={t('kindsLabel')} aria-valuemin={1} aria-valuemax={RANKING_KINDS.length} aria-valuenow={page + 1} aria-valuetext={t('progress', { page: page + 1, pages: RANKING_KINDS.length })}>
        <span className={styles.progressBar} style={{ width: `${((page + 1) / RANKING_KINDS.length) * 100}%` }} />
      </div>

      {/* Focusable: a keyboard scrolls the pages too (and axe's scrollable-region-focusable asks for it). The pages
          beside the shown one are inert: out of the tab order and of screen readers, as hidden tab panels are. */}
      <div id="home-ranking-pages" className={styles.pages} ref={pages} onScroll={onScroll} tabIndex={0}>
        {RANKING_KINDS.map((kind, index) => (
          <div key={kind} role="tabpanel" id={`home-ranking-page-${kind}`} aria-labelledby={`home-ranking-tab-${kind}`} className={styles.page} data-kind={kind} inert={index !== page}>
            <KindRanking
              kind={kind}
              typeId={typeId}
              origin={hasOrigins(kind) ? origin : null}
              onOrigin={setOrigin}
              initial={typeId === initial.typeId ? initial.lists[kind] : undefined}
              locale={locale}
              compact={compact}
            />
          </div>
        ))}
      </div>
    </section>
  )
}

type KindProps = { kind: RankingKind; typeId: number; origin: OriginFilter | null; onOrigin(origin: OriginFilter | null): void; initial?: RankingList; locale: Locale; compact: boolean }

/** One kind's ranking for a category: its filter and download, and the rendered table or one read from the service with its states. */
function KindRanking(props: KindProps) {
  const { t } = useTranslation('rankings')
  const { kind, typeId, origin, initial, locale } = props
  const { data, error, isLoading, mutate } = useSWR<RankingList, Error, RankingKey>([kind, typeId, locale, origin], fetchRanking, {
    // The rendered table is every seller's.
    fallbackData: origin ? undefined : initial,
    // The rendered category is today's already; others are read once and kept while the page is open.
    revalidateOnMount: !initial,
    revalidateOnFocus: false,
    revalidateIfStale: false,
    shouldRetryOnError: false,
  })
  // A ranking known to say nothing of its sellers offers no filter (one being read is assumed to).
  const origins = (data ?? initial)?.origins !== false
  return (
    <>
      {/* The file of the day the table shows (a page left open past midnight still downloads its day). */}
      <KindBar {...props} origins={origins} date={(data ?? initial)?.date ?? null} />
      {origin && data && !data.origins ? (
        <p className={styles.state} data-testid="origin-none">
          {t('origin.none')}
        </p>
      ) : (
        <KindTable {...props} data={data} error={error} loading={isLoading} retry={() => void mutate()} />
      )}
    </>
  )
}

/** Above a kind's table: the sellers' filter (goods and shops whose ranking says where its sellers are) and the CSV of what the table shows. */
function KindBar({ kind, typeId, origin, onOrigin, origins, date, locale }: KindProps & { origins: boolean; date: string | null }) {
  const { t } = useTranslation('rankings')
  return (
    <div className={styles.kindBar}>
      {hasOrigins(kind) ? (
        <label className={styles.origin}>
          <span>{t('origin.label')}</span>
          {/* Disabled, not removed, for a ranking without countries: focus stays where it was. */}
          <select value={origin ?? ''} disabled={!origins && !origin} onChange={(event) => onOrigin(isOriginFilter(event.target.value) ? event.target.value : null)} data-testid="origin-filter">
            <OriginOptions />
          </select>
        </label>
      ) : null}
      {/* An API address: a plain link with no language prefix (the file is in `lang`). */}
      <a className={styles.csv} href={rankingCsvHref(kind, { typeId, origin, date, locale })} download data-testid="ranking-csv">
        {t('export.download')}
        <span className={styles.srOnly}>
          {' '}
          · {t(`kinds.${kind}`)} · {t(`categories.${typeId}`)}
        </span>
      </a>
    </div>
  )
}

type TableProps = KindProps & { data?: RankingList; error?: Error; loading: boolean; retry(): void }

function KindTable({ kind, typeId, origin, locale, compact, data, error, loading, retry }: TableProps) {
  const { t } = useTranslation('rankings')
  const columnCount = compact ? Math.min(COMPACT_COLUMNS, COLUMNS[kind].length) : COLUMNS[kind].length

  if (error && !data) {
    return (
      <div className={styles.state} role="alert">
        <p>{t('error')}</p>
        <button type="button" className={styles.retry} onClick={retry}>
          {t('retry')}
        </button>
      </div>
    )
  }
  const rows = data?.list.slice(0, HOME_RANKING_ROWS)
  if (rows && rows.length === 0) return <p className={styles.state}>{t(origin ? 'origin.empty' : 'empty')}</p>
  return (
    <table className={styles.table} aria-busy={loading && !data ? true : undefined}>
      <caption className={styles.caption}>
        {t(`kinds.${kind}`)} · {t(`categories.${typeId}`)}
        {origin ? ` · ${t(`origin.${origin}`)}` : null}
        {loading && !data ? ` · ${t('loading')}` : null}
      </caption>
      <thead>
        <tr>
          <RankingHeadCells kind={kind} compact={compact} />
        </tr>
      </thead>
      <tbody>
        {rows
          ? rows.map((row) => (
              <tr key={row.rank}>
                <RankingCells kind={kind} row={row} locale={locale} compact={compact} />
              </tr>
            ))
          : Array.from({ length: HOME_RANKING_ROWS }, (_, index) => (
              <tr key={index} className={styles.skeleton} aria-hidden="true">
                <td colSpan={columnCount + 1}>
                  <span />
                </td>
              </tr>
            ))}
      </tbody>
    </table>
  )
}
