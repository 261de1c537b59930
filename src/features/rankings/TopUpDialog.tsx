import { useTranslation } from 'next-i18next/pages'
import { useId, useState } from 'react'

import { Modal } from '@/components/dialog/Modal'
import { buttonClass } from '@/components/ui/Button'
import { CONTROL_COOKIE } from '@/lib/auth/cookie-names'
import { cookieValue } from '@/lib/cookies'
import type { Locale } from '@/lib/i18n/locales'

import { reportCall, ReportCallError } from './report-client'
import styles from './TopUpDialog.module.scss'

export type TopUpTarget = { kind: 'goods'; goodsId: string } | { kind: 'mall'; mallParm: string }

type State = { step: 'ask' } | { step: 'sending' } | { step: 'failed'; message: string } | { step: 'done'; duplicate: boolean }

/** The seller's application (goodsMakeUp / mallReceivable) with the session's anti-forgery echo. */
async function apply(target: TopUpTarget, locale: Locale): Promise<{ ok: true; duplicate: boolean } | { ok: false; message: string | null }> {
  const control = { 'control-t': cookieValue(document.cookie, CONTROL_COOKIE) ?? '' }
  try {
    const answer =
      target.kind === 'goods'
        ? await reportCall('/goods-detail/goodsMakeUp', { goodsId: target.goodsId }, locale, control)
        : await reportCall('/mall-detail/mallReceivable', { mallParm: target.mallParm }, locale, control)
    return { ok: true, duplicate: answer.data.duplicate }
  } catch (error) {
    return { ok: false, message: error instanceof ReportCallError ? error.serviceMessage : null }
  }
}

/**
 * The top-up dialog (spec section 2): a product or shop the rankings do not include, why that can
 * be, and "apply for supplementary data"; after success the 500 px confirmation with "I know".
 * Only sellers open it (a guest gets the login sheet first).
 */
export function TopUpDialog({ target, locale, onClose }: { target: TopUpTarget; locale: Locale; onClose(): void }) {
  const { t } = useTranslation('explosion')
  const titleId = useId()
  const [state, setState] = useState<State>({ step: 'ask' })
  const id = target.kind === 'goods' ? target.goodsId : target.mallParm

  if (state.step === 'done') {
    return (
      <Modal key="done" labelledBy={titleId} onClose={onClose} closeLabel={t('topUp.close')} size="narrow" testId="top-up-done">
        <div className={styles.body}>
          <h2 id={titleId} className={styles.title}>
            {t('topUp.successTitle')}
          </h2>
          <p>{state.duplicate ? t('topUp.duplicateText') : t('topUp.successText')}</p>
          <div className={styles.actions}>
            <button type="button" className={buttonClass()} onClick={onClose}>
              {t('topUp.ok')}
            </button>
          </div>
        </div>
      </Modal>
    )
  }

  const causes = t('topUp.causes', { returnObjects: true }) as unknown as string[]
  const send = async () => {
    if (state.step === 'sending') return
    setState({ step: 'sending' })
    const answer = await apply(target, locale)
    setState(answer.ok ? { step: 'done', duplicate: answer.duplicate } : { step: 'failed', message: answer.message ?? t('topUp.failed') })
  }
  return (
    // Keyed: the confirmation is a new dialog, so its "I know" gets the focus.
    <Modal key="ask" labelledBy={titleId} onClose={onClose} closeLabel={t('topUp.close')} size="wide" testId="top-up">
      <div className={styles.body}>
        <h2 id={titleId} className={styles.title}>
          {target.kind === 'goods' ? t('topUp.titleGoods') : t('topUp.titleMall')}
        </h2>
        <p className={styles.id}>{target.kind === 'goods' ? t('topUp.goodsId', { id }) : t('topUp.mallId', { id })}</p>
        <p>{t('topUp.causesIntro')}</p>
        <ol className={styles.causes}>
          {causes.map((cause) => (
            <li key={cause}>{cause}</li>
          ))}
        </ol>
        {state.step === 'failed' ? (
          <p className={styles.error} role="alert">
            {state.message}
          </p>
        ) : null}
        <div className={styles.actions}>
          <button type="button" className={buttonClass({ variant: 'secondary' })} onClick={onClose}>
            {t('topUp.cancel')}
          </button>
          <button type="button" className={buttonClass()} onClick={() => void send()} aria-disabled={state.step === 'sending' || undefined} aria-busy={state.step === 'sending' || undefined}>
            {state.step === 'sending' ? t('topUp.applying') : t('topUp.apply')}
          </button>
        </div>
      </div>
    </Modal>
  )
}
