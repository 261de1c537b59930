import { useTranslation } from 'next-i18next/pages'

import { RichText } from '@/components/content/RichText'
import type { LegalPageProps } from '@/server/pages/legal'

import { MobilePage } from './MobilePage'

import legalStyles from '@/features/legal/Legal.module.scss'
import styles from './MobilePages.module.scss'

/** `/m/agreement` and `/m/policy`: the same text as the desktop pages (global "legal"), with the back button. */
export function MobileLegalPage(props: LegalPageProps) {
  const { t } = useTranslation('auth')
  const { data } = props
  const title = data.title || t(props.kind === 'agreement' ? 'policy.agreementTitle' : 'policy.privacyTitle')
  return (
    <MobilePage page={props} seo={{ title, description: `${title} - ${props.chrome.settings.siteName}` }} layout="blank" title={title} canonical={`/${props.kind === 'agreement' ? 'agreement' : 'policy'}`}>
      <article className={`${styles.card} ${legalStyles.legal}`} data-testid={`legal-${props.kind}`}>
        <h1>{title}</h1>
        <RichText data={data.body} locale={props.locale} />
      </article>
    </MobilePage>
  )
}
