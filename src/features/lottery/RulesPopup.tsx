import { useTranslation } from 'next-i18next/pages'

import { RichText } from '@/components/content/RichText'
import Link from '@/components/layout/Link'
import type { Locale } from '@/lib/i18n/locales'
import type { LotteryCampaignView } from '@/server/pages/lottery'

import { Popup } from './Popup'

import styles from './Popups.module.scss'

type Props = { rules: LotteryCampaignView['rules']; commitment: LotteryCampaignView['commitment']; verifyHref: string; locale: Locale; onClose: () => void }

/** The campaign's rules (rich text from the CMS), then its draws' public commitment; loaded on demand with the renderer. */
export function RulesPopup({ rules, commitment, verifyHref, locale, onClose }: Props) {
  const { t } = useTranslation('lottery')
  return (
    <Popup title={t('popup.rules.title')} testId="lottery-popup-rules" onClose={onClose} size="wide" confirm={t('popup.ok')}>
      <div className={styles.rules}>
        {rules ? <RichText data={rules as Parameters<typeof RichText>[0]['data']} locale={locale} /> : <p className={styles.text}>{t('popup.rules.empty')}</p>}
        {commitment ? (
          <section className={styles.fairness} data-testid="lottery-commitment">
            <h3>{t('verify.commitment')}</h3>
            <code>{commitment.value}</code>
            <p>{t('verify.description')}</p>
            <Link href={verifyHref}>{t('verify.link')}</Link>
          </section>
        ) : null}
      </div>
    </Popup>
  )
}
