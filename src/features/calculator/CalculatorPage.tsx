import { useTranslation } from 'next-i18next/pages'

import { ContentPage } from '@/components/content/ContentPage'
import { MobilePage } from '@/features/mobile/MobilePage'
import type { ContentPageProps } from '@/server/pages/content-props'
import type { CalculatorPageData } from '@/server/pages/calculator'

import { Calculator } from './Calculator'
import styles from './Calculator.module.scss'

/** `/calculator`: the free profit calculator, for guests and sellers alike. */
export function CalculatorPage(props: ContentPageProps<CalculatorPageData>) {
  const { t } = useTranslation('calculator')
  return (
    <ContentPage page={props} crumbs={[{ label: t('title') }]} seo={{ title: t('seoTitle'), description: t('intro') }} heading={{ title: t('title'), subtitle: t('intro') }} keepOnQueryChange>
      <Calculator data={props.data} locale={props.locale} />
    </ContentPage>
  )
}

/** `/m/calculator`: the same calculator in the phone layout (reached from the product tab). */
export function MobileCalculatorPage(props: ContentPageProps<CalculatorPageData>) {
  const { t } = useTranslation('calculator')
  return (
    <MobilePage page={props} seo={{ title: t('seoTitle'), description: t('intro') }} layout="blank" title={t('title')} keepOnQueryChange>
      <div className={styles.mobileBody}>
        <p className={styles.note}>{t('intro')}</p>
        <Calculator data={props.data} locale={props.locale} />
      </div>
    </MobilePage>
  )
}
