import { useTranslation } from 'next-i18next/pages'

import { ContentPage } from '@/components/content/ContentPage'
import { MobilePage } from '@/features/mobile/MobilePage'
import type { ContentPageProps } from '@/server/pages/content-props'
import type { VerifyPageData } from '@/server/pages/lottery'

import { VerifyDraw } from './VerifyDraw'
import styles from './Verify.module.scss'

type Props = ContentPageProps<VerifyPageData>

/** `/lottery/verify`: check a lottery draw, or every draw of a campaign. */
export function VerifyPage(props: Props) {
  const { t } = useTranslation('lottery')
  return (
    <ContentPage
      page={props}
      crumbs={[{ label: t('title'), href: '/lottery' }, { label: t('verify.title') }]}
      seo={{ title: t('verify.title'), description: t('verify.description') }}
      heading={{ title: t('verify.title'), subtitle: t('verify.description') }}
    >
      <VerifyDraw campaignId={props.data.campaignId} />
    </ContentPage>
  )
}

/** `/m/lottery/verify`: the same on phones. */
export function MobileVerifyPage(props: Props) {
  const { t } = useTranslation('lottery')
  return (
    <MobilePage page={props} seo={{ title: t('verify.title'), description: t('verify.description') }} layout="blank" title={t('verify.title')}>
      <div className={styles.mobileBody}>
        <h1 className={styles.mobileTitle}>{t('verify.title')}</h1>
        <VerifyDraw campaignId={props.data.campaignId} />
      </div>
    </MobilePage>
  )
}
