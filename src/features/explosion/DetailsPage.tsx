import { useTranslation } from 'next-i18next/pages'

import { ContentPage } from '@/components/content/ContentPage'
import Link from '@/components/layout/Link'
import { TopUpButton } from '@/features/rankings/TopUpTrigger'
import { formatCount } from '@/lib/format/numbers'
import { localizedPath } from '@/lib/i18n/locales'
import type { DetailsData, ExplosionPageProps } from '@/server/pages/explosion'

import { DataFreshness } from '@/features/rankings/DataFreshness'
import rankingStyles from '@/features/rankings/HotRanking.module.scss'
import topUpStyles from '@/features/rankings/TopUpDialog.module.scss'

import styles from './Explosion.module.scss'
import { ProductChart } from './ProductChart'

/** `/ExplosionDetection/details?goodsId=`: one product's daily sales and rank over 30 days. */
export function DetailsPage(props: ExplosionPageProps<DetailsData>) {
  const { t } = useTranslation('explosion')
  const { data, locale } = props
  const history = data.history
  const title = history?.goodsName ?? t('explosion.detailsTitle')
  const found = history && history.days.length > 0
  return (
    <ContentPage
      page={props}
      crumbs={[{ label: t('explosion.title'), href: '/ExplosionDetection/dataList' }, { label: t('explosion.detailsTitle') }]}
      seo={{ title, description: t('explosion.detailsIntro'), noindex: !found }}
      heading={{ title, subtitle: t('explosion.detailsIntro') }}
    >
      <form className={styles.filters} method="get" action={localizedPath('/ExplosionDetection/details', locale)} role="search">
        <label className={styles.filter}>
          <span>{t('explosion.goodsId')}</span>
          <input name="goodsId" defaultValue={data.goodsId ?? ''} inputMode="numeric" placeholder={t('explosion.searchHint')} maxLength={20} aria-invalid={data.invalid || undefined} aria-describedby={data.invalid ? 'goods-id-error' : undefined} />
        </label>
        <button type="submit" className={styles.submit}>
          {t('explosion.search')}
        </button>
      </form>
      {data.invalid ? (
        <p id="goods-id-error" className={styles.error} role="alert">
          {t('explosion.invalidGoodsId')}
        </p>
      ) : null}

      {found ? (
        <>
          <p className={`${rankingStyles.meta} ${styles.meta}`}>
            <span>
              {t('explosion.goodsId')}: {history.goodsId}
            </span>
            {history.typeId ? <span>{t(`rankings:categories.${history.typeId}`)}</span> : null}
            {history.demo ? <span className={rankingStyles.demo}>{t('rankings:demo')}</span> : null}
            <DataFreshness updatedAt={null} />
          </p>
          <h2 className={styles.subheading}>{t('explosion.chartTitle')}</h2>
          <ProductChart days={history.days} />
          <div className={styles.tableWrap}>
            <table className={rankingStyles.table}>
              <caption className={rankingStyles.caption}>{t('explosion.chartTitle')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('explosion.date')}</th>
                  <th scope="col" className={rankingStyles.numeric}>
                    {t('explosion.bestRank')}
                  </th>
                  <th scope="col" className={rankingStyles.numeric}>
                    {t('explosion.dailySales')}
                  </th>
                  <th scope="col" className={rankingStyles.numeric}>
                    {t('explosion.price')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {[...history.days].reverse().map((day) => (
                  <tr key={day.date}>
                    <td>{day.date}</td>
                    <td className={rankingStyles.numeric}>{day.rank}</td>
                    <td className={rankingStyles.numeric}>{formatCount(day.daySales, locale)}</td>
                    <td className={rankingStyles.numeric}>{formatCount(day.price, locale)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      ) : data.goodsId && !data.invalid ? (
        <div className={styles.notIncluded} data-testid="not-included">
          <h2 className={styles.subheading}>{t('explosion.notIncluded')}</h2>
          <p>{t('explosion.notIncludedHint', { id: data.goodsId })}</p>
          <TopUpButton target={{ kind: 'goods', goodsId: data.goodsId }} locale={locale} className={topUpStyles.primary}>
            {t('topUp.apply')}
          </TopUpButton>
        </div>
      ) : null}
      <p>
        <Link href="/ExplosionDetection/dataList">{t('explosion.backToList')}</Link>
      </p>
    </ContentPage>
  )
}
