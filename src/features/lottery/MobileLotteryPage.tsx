import { useTranslation } from 'next-i18next/pages'

import { MobilePage } from '@/features/mobile/MobilePage'
import type { ContentPageProps } from '@/server/pages/content-props'
import type { LotteryPageData } from '@/server/pages/lottery'

import { LotteryView, NoLottery } from './LotteryView'

/** `/m/lottery`: the lottery on the mobile frame (header with the back button, no tab bar). */
export function MobileLotteryPage(props: ContentPageProps<LotteryPageData>) {
  const { t } = useTranslation('lottery')
  const { campaign } = props.data
  return (
    <MobilePage page={props} seo={{ title: campaign?.title || t('title'), description: t('description') }} layout="blank" title={t('title')}>
      {campaign ? <LotteryView campaign={campaign} winners={props.data.winners} locale={props.locale} variant="mobile" /> : <NoLottery home="/m" />}
    </MobilePage>
  )
}
