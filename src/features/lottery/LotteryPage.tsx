import { useTranslation } from 'next-i18next/pages'

import { ContentPage } from '@/components/content/ContentPage'
import type { ContentPageProps } from '@/server/pages/content-props'
import type { LotteryPageData } from '@/server/pages/lottery'

import { LotteryView, NoLottery } from './LotteryView'

/** `/lottery` (desktop): the current campaign in the site's frame, or "no lottery right now". */
export function LotteryPage(props: ContentPageProps<LotteryPageData>) {
  const { t } = useTranslation('lottery')
  const { campaign } = props.data
  const title = campaign?.title || t('title')
  return (
    <ContentPage page={props} crumbs={[{ label: t('title') }]} seo={{ title, description: t('description') }}>
      {campaign ? <LotteryView campaign={campaign} winners={props.data.winners} locale={props.locale} variant="desktop" /> : <NoLottery home="/" />}
    </ContentPage>
  )
}

