import dynamic from 'next/dynamic'
import Image from 'next/image'
import { useTranslation } from 'next-i18next/pages'
import { useEffect, useId, useMemo, useRef, useState } from 'react'
import { useSWRConfig } from 'swr'

import { OnDemandFallback } from '@/components/feedback/OnDemandFallback'
import Link from '@/components/layout/Link'
import { buttonClass } from '@/components/ui/Button'
import { openLoginSheet, openRegisterSheet } from '@/features/auth/auth-ui'
import type { Locale } from '@/lib/i18n/locales'
import { isLoginFlagSet } from '@/lib/local-storage'
import type { LotteryCampaignView, LotteryWinner } from '@/server/pages/lottery'

import type { DrawResult } from './api'
import { gridCells, landingCell, spinPath, stepDelays } from './grid'
import { recordsKey, useLocalTime, useLotteryStatus, winnersKey } from './hooks'
import { InviteBlock } from './InviteBlock'
import { drawRefusal, phaseAt, pressAction } from './outcome'
import { PrizeGrid } from './PrizeGrid'
import { newRequestId } from './request-id'
import { WinnersTicker } from './WinnersTicker'

import styles from './Lottery.module.scss'

// Popups, the rules' renderer and the delivery form load when they open.
const popups = () => import('./LotteryPopups')
const EndedPopup = dynamic(() => popups().then((module) => module.EndedPopup), { ssr: false, loading: OnDemandFallback })
const CopiedPopup = dynamic(() => popups().then((module) => module.CopiedPopup), { ssr: false, loading: OnDemandFallback })
const NotWonPopup = dynamic(() => popups().then((module) => module.NotWonPopup), { ssr: false, loading: OnDemandFallback })
const WonPopup = dynamic(() => popups().then((module) => module.WonPopup), { ssr: false, loading: OnDemandFallback })
const RecordsPopup = dynamic(() => popups().then((module) => module.RecordsPopup), { ssr: false, loading: OnDemandFallback })
const InvitationsPopup = dynamic(() => popups().then((module) => module.InvitationsPopup), { ssr: false, loading: OnDemandFallback })
const RulesPopup = dynamic(() => import('./RulesPopup').then((module) => module.RulesPopup), { ssr: false, loading: OnDemandFallback })
const DeliveryDialog = dynamic(() => import('./DeliveryDialog').then((module) => module.DeliveryDialog), { ssr: false, loading: OnDemandFallback })

/** The highlight's run round the grid (the 3 s ceiling includes the answer's wait). */
const SPIN_MS = 2400

type PopupState =
  | { type: 'ended' | 'copied' | 'notWon' | 'rules' | 'records' | 'invitations' }
  | { type: 'won'; result: DrawResult }
  | { type: 'delivery'; drawId: number }

type Notice = { kind: 'upcoming' | 'noChance' | 'error'; text: string }

const prefersReducedMotion = () => typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches

type Props = { campaign: LotteryCampaignView; winners?: LotteryWinner[]; locale: Locale; variant: 'desktop' | 'mobile' }

/**
 * The lottery (desktop and mobile): the grid and its Draw button, my chances, rules, my prizes,
 * the invitation record, the invite link and QR code, and the winners.
 */
export function LotteryView({ campaign, winners, locale, variant }: Props) {
  const { t } = useTranslation('lottery')
  const { activityId } = campaign
  const { mutate } = useSWRConfig()
  const { data: status, mutate: mutateStatus, loggedIn: storeLoggedIn } = useLotteryStatus(activityId)
  const loggedIn = status ? status.loggedIn && storeLoggedIn : storeLoggedIn
  const cells = useMemo(() => gridCells(campaign.prizes), [campaign.prizes])
  const [active, setActive] = useState(-1)
  const [drawing, setDrawing] = useState(false)
  const [popup, setPopup] = useState<PopupState | null>(null)
  const [notice, setNotice] = useState<Notice | null>(null)
  const [announcement, setAnnouncement] = useState('')
  const drawingRef = useRef(false)
  // The request id of a press whose answer never came (network, 5xx): the next press sends it
  // again, so a draw the service made is shown, not drawn a second time.
  const unanswered = useRef<string | null>(null)
  const activeRef = useRef(-1)
  const timers = useRef<ReturnType<typeof setTimeout>[]>([])
  const inviteRef = useRef<HTMLElement>(null)
  const inviteTitleId = useId()
  const start = useLocalTime(campaign.startsAt)
  const end = useLocalTime(campaign.endsAt)

  useEffect(() => () => timers.current.forEach(clearTimeout), [])

  const close = () => setPopup(null)
  const highlight = (index: number) => {
    activeRef.current = index
    setActive(index)
  }

  /** Runs the highlight round the ring to `target`; at once with reduced motion. */
  const spin = (target: number) =>
    new Promise<void>((resolve) => {
      if (prefersReducedMotion()) {
        highlight(target)
        resolve()
        return
      }
      const path = spinPath(activeRef.current, target, 2)
      const delays = stepDelays(path.length, SPIN_MS)
      let elapsed = 0
      path.forEach((cell, index) => {
        elapsed += delays[index]
        timers.current.push(setTimeout(() => highlight(cell), elapsed))
      })
      timers.current.push(setTimeout(resolve, elapsed + 150))
    })

  const login = () => openRegisterSheet('activity', activityId)
  // Read at the press, not from the render: a click held until hydration is replayed before the
  // login state of the first render catches up.
  const loggedInNow = () => (status ? status.loggedIn : true) && isLoginFlagSet()

  const press = async () => {
    if (drawingRef.current) return
    const phase = status?.phase ?? phaseAt(campaign.startsAt, campaign.endsAt)
    const action = pressAction({ phase, loggedIn: loggedInNow(), chances: status ? status.chances : undefined })
    setNotice(null)
    if (action === 'ended') return setPopup({ type: 'ended' })
    if (action === 'login') return login()
    if (action === 'upcoming') return setNotice({ kind: 'upcoming', text: t('notice.upcoming', { time: start }) })
    if (action === 'noChance') return setNotice({ kind: 'noChance', text: t('notice.noChance', { n: status?.chancesPerInvite ?? 1 }) })

    drawingRef.current = true
    setDrawing(true)
    setAnnouncement(t('grid.drawing'))
    // One id per press, kept until the service answers it: a retry after a lost answer is the same draw.
    const requestId = unanswered.current ?? newRequestId()
    unanswered.current = requestId
    let api: typeof import('./api') | null = null
    try {
      api = await import('./api')
      const result = await api.draw(activityId, requestId)
      unanswered.current = null
      void mutateStatus((current) => (current ? { ...current, chances: result.chances } : current), { revalidate: false })
      await spin(landingCell(cells, result.prize, (count) => Math.floor(Math.random() * count)))
      setAnnouncement(result.prize ? t('result.won', { name: result.prize.name }) : t('result.notWon'))
      setPopup(result.won && result.prize ? { type: 'won', result } : { type: 'notWon' })
      void mutate(winnersKey(activityId))
      void mutate(recordsKey(activityId))
    } catch (error) {
      // No module (its download failed) counts as a network failure.
      const failure = api ? api.apiFailure(error) : { status: null, code: null, message: null }
      // A refusal (4xx) was an answer: nothing was drawn. No answer, or a server error: maybe.
      if (failure.status !== null && failure.status < 500) unanswered.current = null
      setAnnouncement('')
      switch (drawRefusal(failure)) {
        case 'login':
          login()
          break
        case 'upcoming':
          setNotice({ kind: 'upcoming', text: t('notice.upcoming', { time: start }) })
          break
        case 'ended':
          setPopup({ type: 'ended' })
          void mutateStatus()
          break
        case 'noChance':
          setNotice({ kind: 'noChance', text: t('notice.noChance', { n: status?.chancesPerInvite ?? 1 }) })
          void mutateStatus()
          break
        default:
          // Network and server errors were toasted by the client already.
          setNotice({ kind: 'error', text: failure.message ?? t('notice.failed') })
      }
    } finally {
      drawingRef.current = false
      setDrawing(false)
    }
  }

  const openClaim = variant === 'desktop' ? (drawId: number) => setPopup({ type: 'delivery', drawId }) : undefined
  const chances = loggedIn && status ? status.chances : null

  return (
    <div className={`${styles.lottery} ${variant === 'mobile' ? styles.mobile : styles.desktop}`} data-testid="lottery">
      <header className={styles.hero}>
        {campaign.banner ? (
          <Image
            className={styles.banner}
            src={campaign.banner.url}
            alt={campaign.banner.alt}
            width={campaign.banner.width}
            height={campaign.banner.height}
            sizes="(max-width: 750px) 100vw, 1200px"
            priority
          />
        ) : null}
        <h1 className={styles.title}>{campaign.title}</h1>
        <p className={styles.period}>{t('period', { start, end })}</p>
      </header>

      <div className={styles.layout}>
        <section className={styles.stage} aria-label={t('grid.label')}>
          <PrizeGrid cells={cells} active={active} drawing={drawing} onDraw={() => void press()} />
          <p className={styles.visuallyHidden} aria-live="polite" data-testid="lottery-announcement">
            {announcement}
          </p>
          {notice ? (
            <div className={notice.kind === 'error' ? styles.noticeError : styles.notice} role="status" data-testid={`lottery-notice-${notice.kind}`}>
              <p>{notice.text}</p>
              {notice.kind === 'noChance' ? (
                <button
                  type="button"
                  className={buttonClass({ variant: 'link', className: styles.linkButton })}
                  onClick={() => {
                    inviteRef.current?.scrollIntoView({ block: 'center' })
                    inviteRef.current?.focus()
                  }}
                >
                  {t('notice.inviteNow')}
                </button>
              ) : null}
            </div>
          ) : null}

          <div className={styles.chances} aria-live="polite">
            {loggedIn ? (
              chances !== null ? (
                <p data-testid="lottery-chances">
                  {t('chances.mine', { n: chances })}
                </p>
              ) : (
                <p className={styles.muted}>{t('loading')}</p>
              )
            ) : (
              <p>
                {t('chances.guest')}{' '}
                <button type="button" className={buttonClass({ variant: 'link', className: styles.linkButton })} onClick={login} data-testid="lottery-login">
                  {t('chances.login')}
                </button>
              </p>
            )}
          </div>

          <div className={styles.actions}>
            <button type="button" className={buttonClass({ variant: 'secondary', pill: true, className: styles.stageButton })} onClick={() => setPopup({ type: 'rules' })} data-testid="lottery-open-rules">
              {t('actions.rules')}
            </button>
            <button type="button" className={buttonClass({ variant: 'secondary', pill: true, className: styles.stageButton })} onClick={() => (loggedInNow() ? setPopup({ type: 'records' }) : login())} data-testid="lottery-open-records">
              {t('actions.records')}
            </button>
            <button
              type="button"
              className={buttonClass({ variant: 'secondary', pill: true, className: styles.stageButton })}
              onClick={() => (loggedInNow() ? setPopup({ type: 'invitations' }) : openLoginSheet('sms', 'activity', activityId))}
              data-testid="lottery-open-invitations"
            >
              {t('actions.invitations')}
            </button>
          </div>
        </section>

        <div className={styles.side}>
          <section className={styles.panel} aria-labelledby={inviteTitleId} ref={inviteRef} tabIndex={-1} data-testid="lottery-invite">
            <h2 id={inviteTitleId} className={styles.panelTitle}>
              {t('invite.title')}
            </h2>
            {loggedIn ? (
              status?.inviteCode ? (
                <InviteBlock
                  activityId={activityId}
                  inviteCode={status.inviteCode}
                  locale={locale}
                  chancesPerInvite={status.chancesPerInvite}
                  onCopied={() => setPopup({ type: 'copied' })}
                />
              ) : (
                <p className={styles.muted}>{t('loading')}</p>
              )
            ) : (
              <p>
                {t('invite.guest')}{' '}
                <button type="button" className={buttonClass({ variant: 'link', className: styles.linkButton })} onClick={() => openLoginSheet('sms', 'activity', activityId)}>
                  {t('invite.login')}
                </button>
              </p>
            )}
          </section>
          <WinnersTicker activityId={activityId} initial={winners} />
        </div>
      </div>

      {popup?.type === 'ended' ? <EndedPopup onClose={close} /> : null}
      {popup?.type === 'copied' ? <CopiedPopup onClose={close} /> : null}
      {popup?.type === 'notWon' ? <NotWonPopup onClose={close} chances={chances} /> : null}
      {popup?.type === 'won' ? <WonPopup result={popup.result} onClose={close} onClaim={openClaim} /> : null}
      {popup?.type === 'rules' ? <RulesPopup rules={campaign.rules} locale={locale} onClose={close} /> : null}
      {popup?.type === 'records' ? (
        <RecordsPopup activityId={activityId} onClose={close} onClaim={openClaim} allPrizesHref={variant === 'mobile' ? '/m/ReceivePrize' : undefined} />
      ) : null}
      {popup?.type === 'invitations' ? <InvitationsPopup activityId={activityId} onClose={close} /> : null}
      {popup?.type === 'delivery' ? (
        <DeliveryDialog
          drawId={popup.drawId}
          onClose={close}
          onSaved={() => {
            close()
            void mutate(recordsKey(activityId))
          }}
        />
      ) : null}
    </div>
  )
}

/** No campaign to show: said plainly, with a way home. */
export function NoLottery({ home }: { home: string }) {
  const { t } = useTranslation('lottery')
  return (
    <section className={styles.none} data-testid="lottery-none">
      <h1 className={styles.title}>{t('none.title')}</h1>
      <p>{t('none.text')}</p>
      <Link href={home} className={buttonClass({ pill: true })}>
        {t('none.home')}
      </Link>
    </section>
  )
}
