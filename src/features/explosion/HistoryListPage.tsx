import { useTranslation } from 'next-i18next/pages'

import { ContentPage } from '@/components/content/ContentPage'
import Link from '@/components/layout/Link'
import { rankingCsvHref } from '@/lib/rankings/export-link'
import type { ExplosionPageProps, HistoryData } from '@/server/pages/explosion'

import { DataFreshness } from '@/features/rankings/DataFreshness'
import rankingStyles from '@/features/rankings/HotRanking.module.scss'

import { CategoryFilter } from './CategoryFilter'
import { EmergingTable } from './EmergingTable'
import { CsvLink, NoOrigins, originQuery, OriginSelect } from './ListControls'
import styles from './Explosion.module.scss'

/** `/ExplosionDetection/historyList`: a category's soaring products of each earlier day. */
export function HistoryListPage(props: ExplosionPageProps<HistoryData>) {
  const { t } = useTranslation('explosion')
  const { data, locale } = props
  const title = t('explosion.historyTitle')
  return (
    <ContentPage
      page={props}
      crumbs={[{ label: t('explosion.title'), href: '/ExplosionDetection/dataList' }, { label: title }]}
      seo={{ title, description: t('explosion.historyIntro') }}
      heading={{ title, subtitle: t('explosion.historyIntro') }}
    >
      <CategoryFilter path="/ExplosionDetection/historyList" locale={locale} typeId={data.typeId}>
        {/* Another filter keeps the day shown (another category may not have it: then its latest). */}
        {data.date ? <input type="hidden" name="date" value={data.date} /> : null}
        <OriginSelect origin={data.origin} />
      </CategoryFilter>
      <NoOrigins origin={data.origin} origins={data.list.origins} />
      <div className={styles.history}>
        <nav aria-label={t('explosion.dates')} className={styles.dates}>
          <ul>
            {data.dates.map((date) => (
              <li key={date}>
                <Link href={`/ExplosionDetection/historyList?typeId=${data.typeId}&date=${date}${originQuery(data.origin)}`} aria-current={date === data.date ? 'page' : undefined}>
                  {date}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.historyList}>
          <p className={`${rankingStyles.meta} ${styles.meta}`}>
            {data.date ? <span>{t('explosion.dataDate', { date: data.date })}</span> : null}
            {data.list.demo ? <span className={rankingStyles.demo}>{t('rankings:demo')}</span> : null}
            <DataFreshness updatedAt={data.list.updatedAt} />
            {data.list.rows.length ? <CsvLink href={rankingCsvHref('soarGood', { typeId: data.typeId, date: data.date, origin: data.origin, locale })} /> : null}
          </p>
          <EmergingTable rows={data.list.rows} locale={locale} caption={`${title} · ${t(`rankings:categories.${data.typeId}`)} · ${data.date ?? ''}`} />
        </div>
      </div>
    </ContentPage>
  )
}
