import { useTranslation } from 'next-i18next/pages'

import { ContentPage } from '@/components/content/ContentPage'
import Link from '@/components/layout/Link'
import { rankingCsvHref } from '@/lib/rankings/export-link'
import type { DataListData, ExplosionPageProps } from '@/server/pages/explosion'

import { DataFreshness } from '@/features/rankings/DataFreshness'
import rankingStyles from '@/features/rankings/HotRanking.module.scss'

import { ShopTopUpForm } from '@/features/rankings/TopUpTrigger'

import { CategoryFilter } from './CategoryFilter'
import { EmergingTable } from './EmergingTable'
import { CsvLink, NoOrigins, originQuery, OriginSelect } from './ListControls'
import styles from './Explosion.module.scss'

/** `/ExplosionDetection/dataList`: today's (or this week's) soaring products of a category. */
export function DataListPage(props: ExplosionPageProps<DataListData>) {
  const { t } = useTranslation('explosion')
  const { data, locale } = props
  const title = t('explosion.title')
  return (
    <ContentPage page={props} crumbs={[{ label: title }]} seo={{ title, description: t('explosion.intro') }} heading={{ title, subtitle: t('explosion.intro') }}>
      <CategoryFilter path="/ExplosionDetection/dataList" locale={locale} typeId={data.typeId}>
        <label className={styles.filter}>
          <span>{t('explosion.period')}</span>
          <select name="dateType" defaultValue={data.period === 'week' ? '2' : '1'}>
            <option value="1">{t('rankings:periods.1')}</option>
            <option value="2">{t('rankings:periods.2')}</option>
          </select>
        </label>
        <OriginSelect origin={data.origin} />
      </CategoryFilter>
      <NoOrigins origin={data.origin} origins={data.list.origins} />
      <p className={`${rankingStyles.meta} ${styles.meta}`}>
        {data.list.date ? <span>{t('explosion.dataDate', { date: data.list.date })}</span> : null}
        {data.list.demo ? <span className={rankingStyles.demo}>{t('rankings:demo')}</span> : null}
        <DataFreshness updatedAt={data.list.updatedAt} />
        <Link href={`/ExplosionDetection/historyList?typeId=${data.typeId}${originQuery(data.origin)}`}>{t('explosion.history')}</Link>
        {data.list.rows.length ? <CsvLink href={rankingCsvHref('soarGood', { typeId: data.typeId, period: data.period, origin: data.origin, locale })} /> : null}
      </p>
      <EmergingTable rows={data.list.rows} locale={locale} caption={`${title} · ${t(`rankings:categories.${data.typeId}`)} · ${t(`rankings:periods.${data.period === 'week' ? 2 : 1}`)}`} />
      <ShopTopUpForm locale={locale} />
    </ContentPage>
  )
}
