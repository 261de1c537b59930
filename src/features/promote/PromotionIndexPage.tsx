import { useTranslation } from 'next-i18next/pages'

import { ContentPage } from '@/components/content/ContentPage'
import Link from '@/components/layout/Link'
import { MobilePage } from '@/features/mobile/MobilePage'
import type { ContentPageProps } from '@/server/pages/content-props'
import type { PromotionIndexData } from '@/server/pages/promotions'

import styles from './Promotion.module.scss'

function PromotionList({ data, mobile }: { data: PromotionIndexData; mobile: boolean }) {
  const { t } = useTranslation('promote')
  if (data.promotions.length === 0) return <p className={styles.empty}>{t('index.empty')}</p>
  return (
    <ul className={styles.list} data-testid="promotion-list">
      {data.promotions.map((promotion) => (
        <li key={promotion.id}>
          <Link href={mobile ? `/m/promotion/${promotion.id}` : `/promotion/${promotion.id}`}>{promotion.title}</Link>
        </li>
      ))}
    </ul>
  )
}

/** `/promotion`: the current landing pages (phones: /m/promotion). */
export function PromotionIndexPage(props: ContentPageProps<PromotionIndexData>) {
  const { t } = useTranslation('promote')
  return (
    <ContentPage page={props} crumbs={[{ label: t('index.title') }]} seo={{ title: t('index.title'), description: t('index.description') }} heading={{ title: t('index.title'), subtitle: t('index.description') }}>
      <PromotionList data={props.data} mobile={false} />
    </ContentPage>
  )
}

export function MobilePromotionIndexPage(props: ContentPageProps<PromotionIndexData>) {
  const { t } = useTranslation('promote')
  return (
    <MobilePage page={props} seo={{ title: t('index.title'), description: t('index.description') }} title={t('index.title')} layout="tabs">
      <div className={styles.mobileIndex}>
        <PromotionList data={props.data} mobile />
      </div>
    </MobilePage>
  )
}
