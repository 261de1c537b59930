/**
 * The verify page's body (`/lottery/verify`, `/m/lottery/verify`): a campaign's commitment and
 * prize table, its public draw log, and the checks, computed in this browser with the scheme the
 * server draws with (src/lib/lottery/fairness.ts): one draw from its number, player ID and the
 * seed, or every draw of the log. A signed-in seller sees their own draws to check.
 */
import { useTranslation } from 'next-i18next/pages'
import { useRouter } from 'next/router'
import { type FormEvent, useState } from 'react'
import useSWR from 'swr'

import { Button } from '@/components/ui/Button'
import { Field } from '@/components/ui/Field'
import { StatusLine } from '@/components/ui/StatusLine'
import { isPgId } from '@/lib/pg-int'
import { commitmentOf, drawTicket, isSeed, prizeForTicket, tableDigestOf, totalWeight, verifyLog, withStock } from '@/lib/lottery/fairness'
import { FAIRNESS_LOG_PATH } from '@/lib/lottery/paths'
import { useIsLoggedIn } from '@/hooks/useAuthLinks'

import type { Fairness } from './api'
import { useLocalTime, useRecords } from './hooks'
import { Pending } from './Pending'

import styles from './Verify.module.scss'

const api = () => import('./api')

type Check = {
  /** Whether the seed and the table are the committed ones (else nothing below proves anything). */
  committed: boolean
  ticket: number
  total: number
  odds: string | null
  wonBefore: number
  outcome: string | null
  logged: { outcome: string | null; player: string } | null
}

/** One draw re-computed against the log: the commitment, the odds' prize, the stock before it, the result. */
async function checkDraw(log: Fairness, seed: string, sequence: number, player: string): Promise<Check> {
  const digest = await tableDigestOf(log.table)
  const committed = digest === log.tableDigest && (await commitmentOf(seed, digest)) === log.commitment
  const total = totalWeight(log.table)
  const ticket = total > 0 ? await drawTicket(seed, log.table.campaignId, sequence, player, total) : 0
  const odds = total > 0 ? prizeForTicket(log.table, ticket) : null
  const wonBefore = odds === null ? 0 : log.draws.filter((draw) => draw.sequence < sequence && draw.outcome === odds).length
  const entry = log.draws.find((draw) => draw.sequence === sequence)
  return { committed, ticket, total, odds, wonBefore, outcome: withStock(log.table, odds, wonBefore), logged: entry ? { outcome: entry.outcome, player: entry.player } : null }
}

const queryText = (value: unknown) => (typeof value === 'string' ? value : '')
const queryNumber = (value: unknown) => (typeof value === 'string' && isPgId(Number(value)) ? Number(value) : null)

export function VerifyDraw({ campaignId: current }: { campaignId: number | null }) {
  const { t } = useTranslation('lottery')
  const router = useRouter()
  // Once the address is read (a static page's query arrives after hydration): one log, the right one.
  const campaignId = router.isReady ? (queryNumber(router.query.campaign) ?? current) : null
  const { data: log, error, mutate } = useSWR(campaignId ? ['lottery/fairness', campaignId] : null, async ([, id]) => (await api()).fetchFairness(id), { revalidateOnFocus: false, shouldRetryOnError: false })

  // What was typed, else what the address names (a link from "my draws") and the revealed seed.
  const [typedSequence, setSequence] = useState<string | null>(null)
  const [typedPlayer, setPlayer] = useState<string | null>(null)
  const [typedSeed, setSeed] = useState<string | null>(null)
  const sequence = typedSequence ?? queryText(router.query.sequence)
  const player = typedPlayer ?? queryText(router.query.player)
  const seed = typedSeed ?? log?.seed ?? ''
  const [invalid, setInvalid] = useState(false)
  const [check, setCheck] = useState<Check | null>(null)
  const [all, setAll] = useState<string | null>(null)
  const [failed, setFailed] = useState(false)

  const start = useLocalTime(log?.startsAt)
  const end = useLocalTime(log?.endsAt)
  const committedAt = useLocalTime(log?.committedAt)

  if (!router.isReady) return <Pending error={null} onRetry={() => undefined} className={styles.text} />
  if (!campaignId) return <p className={styles.text}>{t('verify.none')}</p>
  if (!log) return <Pending error={error} onRetry={() => void mutate()} className={styles.text} />

  const prizeName = (id: string | null) => (id === null ? t('verify.noPrize') : (log.prizeNames[id] ?? id))
  const total = totalWeight(log.table)

  // Seeds are written in lower case, player IDs in upper case: either way round is accepted.
  const cleanSeed = seed.trim().toLowerCase()
  const cleanPlayer = player.trim().toUpperCase()

  const onCheck = async (event: FormEvent) => {
    event.preventDefault()
    const number = Number(sequence)
    if (!Number.isSafeInteger(number) || number < 1 || !cleanPlayer || !isSeed(cleanSeed)) {
      setInvalid(true)
      setCheck(null)
      return
    }
    setInvalid(false)
    try {
      setCheck(await checkDraw(log, cleanSeed, number, cleanPlayer))
      setFailed(false)
    } catch {
      // No Web Crypto (a page not served over https) or a table that cannot be computed.
      setFailed(true)
    }
  }

  const onCheckAll = async () => {
    try {
      const result = await verifyLog(log)
      setAll(result.ok ? t('verify.allOk', { count: result.checked }) : t('verify.allFailed', { count: result.problems.length }))
      setFailed(false)
    } catch {
      setFailed(true)
    }
  }

  return (
    <div className={styles.verify} data-testid="lottery-verify">
      <p className={styles.text}>{t('verify.intro')}</p>

      <section className={styles.card} aria-labelledby="verify-commitment">
        <h2 id="verify-commitment">{log.title}</h2>
        <p className={styles.muted}>{t('verify.campaign', { id: log.campaignId, start, end })}</p>
        <dl className={styles.facts}>
          <dt>{t('verify.commitment')}</dt>
          <dd>
            <code data-testid="verify-commitment">{log.commitment}</code>
          </dd>
          <dt>{t('verify.tableDigest')}</dt>
          <dd>
            <code>{log.tableDigest}</code>
          </dd>
          <dt>{t('verify.seed')}</dt>
          <dd>{log.seed ? <code data-testid="verify-seed">{log.seed}</code> : t('verify.seedHidden', { end })}</dd>
        </dl>
        <p className={styles.muted}>{t('verify.committedAt', { time: committedAt })}</p>
        {log.committedBeforeStart ? null : <p className={styles.warning}>{t('verify.committedLate')}</p>}
      </section>

      <section className={styles.card} aria-labelledby="verify-table">
        <h2 id="verify-table">{t('verify.table')}</h2>
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t('verify.prize')}</th>
                <th scope="col">{t('verify.stock')}</th>
                <th scope="col">{t('verify.weight')}</th>
                <th scope="col">{t('verify.odds')}</th>
              </tr>
            </thead>
            <tbody>
              {[...log.table.prizes, { id: null, stock: null, weight: log.table.noPrizeWeight }].map((row) => (
                <tr key={row.id ?? 'none'}>
                  <td>{prizeName(row.id)}</td>
                  <td>{row.stock ?? '—'}</td>
                  <td>{row.weight}</td>
                  <td>{total > 0 ? `${((row.weight / total) * 100).toFixed(2)}%` : '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>

      <MyDraws
        activityId={log.activityId}
        onPick={(picked, own) => {
          setSequence(String(picked))
          setPlayer(own)
        }}
      />

      <section className={styles.card} aria-labelledby="verify-one">
        <h2 id="verify-one">{t('verify.checkOne')}</h2>
        <form onSubmit={(event) => void onCheck(event)} noValidate className={styles.form}>
          <Field id="verify-sequence" label={t('verify.sequence')} inputMode="numeric" value={sequence} onChange={(event) => setSequence(event.target.value)} />
          <Field id="verify-player" label={t('verify.player')} value={player} onChange={(event) => setPlayer(event.target.value)} autoComplete="off" spellCheck={false} />
          <Field
            id="verify-seed"
            label={t('verify.seedInput')}
            value={seed}
            onChange={(event) => setSeed(event.target.value)}
            autoComplete="off"
            spellCheck={false}
            hint={log.seed ? undefined : t('verify.needsSeed')}
            error={invalid ? t('verify.badInput') : undefined}
          />
          <Button type="submit" data-testid="verify-check">
            {t('verify.check')}
          </Button>
        </form>
        {failed ? (
          <p role="alert" className={styles.warning}>
            {t('verify.cannotCompute')}
          </p>
        ) : null}
        {check ? (
          <div role="status" className={styles.result} data-testid="verify-result" data-outcome={check.outcome ?? ''}>
            {check.committed ? null : (
              <p className={styles.warning} data-testid="verify-uncommitted">
                {t('verify.notCommitted')}
              </p>
            )}
            <p>{t('verify.ticket', { ticket: check.ticket, total: check.total })}</p>
            <p>{t('verify.byOdds', { prize: prizeName(check.odds) })}</p>
            {check.odds !== null && check.outcome === null ? <p>{t('verify.outOfStock', { count: check.wonBefore })}</p> : null}
            <p>
              <strong>{t('verify.result', { prize: prizeName(check.outcome) })}</strong>
            </p>
            {!check.logged ? (
              <p>{t('verify.notLogged')}</p>
            ) : check.logged.player !== cleanPlayer ? (
              <p className={styles.warning}>{t('verify.playerDiffers', { player: check.logged.player })}</p>
            ) : check.logged.outcome === check.outcome ? (
              // The same result proves something only with the committed seed.
              check.committed ? (
                <p className={styles.ok} data-testid="verify-match">
                  {t('verify.matches')}
                </p>
              ) : null
            ) : (
              <p className={styles.warning}>{t('verify.differs', { prize: prizeName(check.logged.outcome) })}</p>
            )}
          </div>
        ) : null}
      </section>

      <section className={styles.card} aria-labelledby="verify-all">
        <h2 id="verify-all">{t('verify.log')}</h2>
        <p className={styles.muted}>{t('verify.logCount', { count: log.draws.length })}</p>
        {log.seed ? (
          <Button variant="secondary" onClick={() => void onCheckAll()} data-testid="verify-all">
            {t('verify.checkAll')}
          </Button>
        ) : (
          <p className={styles.muted}>{t('verify.needsSeed')}</p>
        )}
        <StatusLine message={all} className={styles.result} />
        <p>
          {/* The public call itself: what the repository's script and anyone's own program read. */}
          <a href={`${FAIRNESS_LOG_PATH}?campaignId=${log.campaignId}`} download={`lottery-${log.campaignId}.json`} data-testid="verify-download">
            {t('verify.download')}
          </a>
        </p>
        <p className={styles.muted}>{t('verify.script')}</p>
      </section>
    </div>
  )
}

/** A signed-in seller's draws in this campaign, each a button that fills the form. */
function MyDraws({ activityId, onPick }: { activityId: number; onPick(sequence: number, player: string): void }) {
  const { t } = useTranslation('lottery')
  const { data } = useRecords(activityId, useIsLoggedIn())
  const numbered = (data ?? []).flatMap((draw) => (draw.sequence !== null && draw.player !== null ? [{ ...draw, sequence: draw.sequence, player: draw.player }] : []))
  if (numbered.length === 0) return null
  return (
    <section className={styles.card} aria-labelledby="verify-mine">
      <h2 id="verify-mine">{t('verify.mine')}</h2>
      <ul className={styles.mine}>
        {numbered.map((draw) => (
          <li key={draw.drawId}>
            <span>
              #{draw.sequence} · {draw.prize ? draw.prize.name : t('verify.noPrize')}
            </span>
            <Button variant="link" onClick={() => onPick(draw.sequence, draw.player)} data-testid="verify-mine">
              {t('verify.checkThis', { sequence: draw.sequence })}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  )
}
