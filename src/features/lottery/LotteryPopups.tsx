/**
 * The lottery's popups (spec section 2): activity ended, copy success, not won, winning, winning
 * record, invitation record. Loaded on demand (next/dynamic) when one opens; the rules popup,
 * which needs the rich-text renderer, is RulesPopup.
 */
import { useTranslation } from 'next-i18next/pages'

import Link from '@/components/layout/Link'
import { buttonClass } from '@/components/ui/Button'

import type { DrawResult, Invitation } from './api'
import { useInvitations, useLocalTime, useRecords } from './hooks'
import { Popup } from './Popup'
import { wonOnly } from './prize-state'
import { Pending } from './Pending'
import { PrizeNextStep } from './PrizeNextStep'

import styles from './Popups.module.scss'

type Close = { onClose: () => void }

export function EndedPopup({ onClose }: Close) {
  const { t } = useTranslation('lottery')
  return (
    <Popup title={t('popup.ended.title')} testId="lottery-popup-ended" onClose={onClose} confirm={t('popup.ok')} icon="clock">
      <p className={styles.text}>{t('popup.ended.text')}</p>
    </Popup>
  )
}

export function CopiedPopup({ onClose }: Close) {
  const { t } = useTranslation('lottery')
  return (
    <Popup title={t('popup.copied.title')} testId="lottery-popup-copied" onClose={onClose} confirm={t('popup.ok')} icon="check">
      <p className={styles.text}>{t('popup.copied.text')}</p>
    </Popup>
  )
}

export function NotWonPopup({ onClose, chances }: Close & { chances: number | null }) {
  const { t } = useTranslation('lottery')
  return (
    <Popup title={t('popup.notWon.title')} testId="lottery-popup-not-won" onClose={onClose} confirm={t('popup.ok')} icon="clover">
      <p className={styles.text}>{t('popup.notWon.text')}</p>
      {chances !== null ? <p className={styles.text}>{t('chances.mine', { n: chances })}</p> : null}
    </Popup>
  )
}

type WonProps = Close & { result: DrawResult; onClaim?: (drawId: number) => void }

export function WonPopup({ result, onClose, onClaim }: WonProps) {
  const { t } = useTranslation('lottery')
  const prize = result.prize
  return (
    <Popup title={t('popup.won.title')} testId="lottery-popup-won" onClose={onClose} size="medium" icon={prize?.imageUrl ? undefined : 'party'}>
      {prize ? (
        <>
          {prize.imageUrl ? (
            // eslint-disable-next-line @next/next/no-img-element -- the prize's picture as the service sends it
            <img className={styles.prizeImage} src={prize.imageUrl} alt="" width={160} height={160} />
          ) : null}
          <p className={styles.prizeName} data-testid="lottery-won-prize">
            {t('popup.won.text', { name: prize.name })}
          </p>
          <PrizeNextStep prize={prize} claim={null} drawId={result.drawId} onClaim={onClaim} />
        </>
      ) : null}
    </Popup>
  )
}

function RecordTime({ iso }: { iso: string }) {
  const { t } = useTranslation('lottery')
  const time = useLocalTime(iso)
  return <span className={styles.muted}>{t('popup.records.wonAt', { time })}</span>
}

/**
 * "Winning record": my won prizes in this lottery with what each needs next. Desktop: the
 * delivery details open in a dialog (`onClaim`); phones: /m/DeliveryInfo, and a link to every
 * prize I won (`allPrizesHref`, /m/ReceivePrize).
 */
export function RecordsPopup({ activityId, onClose, onClaim, allPrizesHref, verifyHref }: Close & { activityId: number; onClaim?: (drawId: number) => void; allPrizesHref?: string; verifyHref: string }) {
  const { t } = useTranslation('lottery')
  const { data, error, mutate } = useRecords(activityId, true)
  const won = data ? wonOnly(data) : null
  return (
    <Popup title={t('popup.records.title')} testId="lottery-popup-records" onClose={onClose} size="wide">
      {!won ? (
        <Pending error={error} onRetry={() => void mutate()} className={styles.text} />
      ) : won.length === 0 ? (
        <p className={styles.text}>{t('popup.records.empty')}</p>
      ) : (
        <ul className={styles.list}>
          {won.map((record) => (
            <li key={record.drawId} className={styles.record} data-testid="lottery-record">
              <div className={styles.recordHead}>
                <strong>{record.prize.name}</strong>
                <RecordTime iso={record.createdAt} />
              </div>
              <PrizeNextStep prize={record.prize} claim={record.claim} drawId={record.drawId} onClaim={onClaim} />
            </li>
          ))}
        </ul>
      )}
      {/* Every draw of mine, won or not, is listed and checked there. */}
      <p className={styles.text}>
        <Link href={verifyHref} className={buttonClass({ variant: 'link', className: styles.link })} data-testid="lottery-verify-link">
          {t('verify.link')}
        </Link>
      </p>
      {allPrizesHref ? (
        <p className={styles.text}>
          <Link href={allPrizesHref} className={buttonClass({ variant: 'link', className: styles.link })} data-testid="lottery-all-prizes">
            {t('popup.records.all')}
          </Link>
        </p>
      ) : null}
    </Popup>
  )
}

function InvitedAt({ iso }: { iso: string }) {
  return <>{useLocalTime(iso)}</>
}

/** "Invitation record": how many registered through my link, their masked phones and dates, and whether each counted (why not). */
export function InvitationsPopup({ activityId, onClose }: Close & { activityId: number }) {
  const { t } = useTranslation('lottery')
  const { data, error, mutate } = useInvitations(activityId, true)
  // Every reason the server gives for an invitation that did not count (the type keeps this complete).
  const notCounted: Record<Exclude<Invitation['reason'], 'counted'>, string> = {
    inviterCap: t('popup.invitations.reason.inviterCap'),
    addressDaily: t('popup.invitations.reason.addressDaily'),
    self: t('popup.invitations.reason.self'),
  }
  return (
    <Popup title={t('popup.invitations.title')} testId="lottery-popup-invitations" onClose={onClose} size="medium">
      {!data ? (
        <Pending error={error} onRetry={() => void mutate()} className={styles.text} />
      ) : (
        <>
          <p className={styles.text} data-testid="lottery-invitations-count">
            {t('popup.invitations.count', { n: data.length })}
            {data.length > 0 ? (
              <>
                <br />
                {t('popup.invitations.counted', { n: data.filter((entry) => entry.counted).length })}
              </>
            ) : null}
          </p>
          {data.length === 0 ? (
            <p className={styles.text}>{t('popup.invitations.empty')}</p>
          ) : (
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">{t('popup.invitations.phone')}</th>
                  <th scope="col">{t('popup.invitations.date')}</th>
                  <th scope="col">{t('popup.invitations.chances')}</th>
                </tr>
              </thead>
              <tbody>
                {data.map((entry, index) => (
                  <tr key={`${entry.registeredAt}-${index}`} data-testid="lottery-invitation" data-counted={entry.counted}>
                    <td>{entry.phone ?? t('popup.invitations.unknown')}</td>
                    <td>
                      <InvitedAt iso={entry.registeredAt} />
                    </td>
                    <td>
                      {entry.reason === 'counted' ? (
                        `+${entry.chances}`
                      ) : (
                        <span className={styles.muted} data-testid="lottery-invitation-reason">
                          {notCounted[entry.reason]}
                        </span>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </>
      )}
    </Popup>
  )
}
