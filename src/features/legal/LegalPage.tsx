import { useTranslation } from 'next-i18next/pages'

import { ContentPage } from '@/components/content/ContentPage'
import { RichText } from '@/components/content/RichText'
import type { LegalPageProps } from '@/server/pages/legal'

import styles from './Legal.module.scss'

/** `/agreement`, `/policy` and their /m twins: the text editors keep in the "legal" global. */
export function LegalPage(props: LegalPageProps) {
  const { t } = useTranslation('auth')
  const { data } = props
  const title = data.title || t(props.kind === 'agreement' ? 'policy.agreementTitle' : 'policy.privacyTitle')
  return (
    <ContentPage page={props} crumbs={[{ label: title }]} seo={{ title, description: `${title} - ${props.chrome.settings.siteName}` }} heading={{ title }}>
      <article className={styles.legal} data-testid={`legal-${props.kind}`}>
        <RichText data={data.body} locale={props.locale} />
      </article>
    </ContentPage>
  )
}
