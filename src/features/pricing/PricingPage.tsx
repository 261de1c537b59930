import { ContentPage } from '@/components/content/ContentPage'
import { MobilePage } from '@/features/mobile/MobilePage'
import type { ContentPageProps } from '@/server/pages/content-props'
import type { PricingData } from '@/server/pages/pricing'

import { Pricing } from './Pricing'
import styles from './Pricing.module.scss'

type Props = ContentPageProps<PricingData>

/** `/pricing`: plans, prices and the free trial (the "pricing" global and the site settings' trial days). */
export function PricingPage(props: Props) {
  const { data } = props
  return (
    <ContentPage
      page={props}
      crumbs={[{ label: data.title }]}
      seo={{ title: data.title, description: data.summary || `${data.title} - ${props.chrome.settings.siteName}` }}
      heading={{ title: data.title, subtitle: data.summary ?? undefined }}
    >
      <Pricing data={data} locale={props.locale} path={props.path} workbenchBaseUrl={props.chrome.settings.workbenchBaseUrl} />
    </ContentPage>
  )
}

/** `/m/pricing`: the same on phones. */
export function MobilePricingPage(props: Props) {
  const { data } = props
  return (
    <MobilePage page={props} seo={{ title: data.title, description: data.summary || data.title }} layout="blank" title={data.title}>
      <div className={styles.mobileBody}>
        <h1 className={styles.mobileTitle}>{data.title}</h1>
        {data.summary ? <p className={styles.summary}>{data.summary}</p> : null}
        <Pricing data={data} locale={props.locale} path={props.path} workbenchBaseUrl={props.chrome.settings.workbenchBaseUrl} />
      </div>
    </MobilePage>
  )
}
