import Image from 'next/image'
import { useTranslation } from 'next-i18next/pages'
import { useId, useMemo, useRef, useState } from 'react'

import Link from '@/components/layout/Link'
import { buttonClass } from '@/components/ui/Button'
import { openLoginSheet, openRegisterSheet } from '@/features/auth/auth-ui'
import type { Locale } from '@/lib/i18n/locales'
import { isLoginFlagSet } from '@/lib/local-storage'
import type { LotteryCampaignView, LotteryWinner } from '@/server/pages/lottery'

import { gridCells } from './grid'
import { useLocalTime, useLotteryStatus } from './hooks'
import { InviteBlock } from './InviteBlock'
import { LotteryViewPopups, type PopupState } from './LotteryViewPopups'
import { PrizeGrid } from './PrizeGrid'
import { useDraw } from './useDraw'
import { WinnersTicker } from './WinnersTicker'

import styles from './Lottery.module.scss'

type Props = { campaign: LotteryCampaignView; winners?: LotteryWinner[]; locale: Locale; variant: 'desktop' | 'mobile' }

/**
 * The lottery (desktop and mobile): the grid and its Draw button, my chances, rules, my prizes,
 * the invitation record, the invite link and QR code, and the winners.
 */
export function LotteryView({ campaign, winners, locale, variant }: Props) {
  const { t } = useTranslation('lottery')
  const { activityId } = campaign
  const { data: status, mutate: mutateStatus, loggedIn: storeLoggedIn } = useLotteryStatus(activityId)
  const loggedIn = status ? status.loggedIn && storeLoggedIn : storeLoggedIn
  const cells = useMemo(() => gridCells(campaign.prizes), [campaign.prizes])
  const [popup, setPopup] = useState<PopupState | null>(null)
  const inviteRef = useRef<HTMLElement>(null)
  const inviteTitleId = useId()
  const start = useLocalTime(campaign.startsAt)
  const end = useLocalTime(campaign.endsAt)

  const close = () => setPopup(null)
  const login = () => openRegisterSheet('activity', activityId)
  // Read at the press, not from the render: a click held until hydration is replayed before the
  // login state of the first render catches up.
  const loggedInNow = () => (status ? status.loggedIn : true) && isLoginFlagSet()
  const { active, drawing, notice, announcement, press } = useDraw({ campaign, cells, status, mutateStatus, loggedInNow, login, start, showPopup: setPopup })

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

      <LotteryViewPopups
        popup={popup}
        onClose={close}
        activityId={activityId}
        rules={campaign.rules}
        commitment={campaign.commitment}
        locale={locale}
        chances={chances}
        variant={variant}
        onClaim={openClaim}
      />
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
