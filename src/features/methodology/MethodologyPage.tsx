import { useTranslation } from 'next-i18next/pages'

import { ContentPage } from '@/components/content/ContentPage'
import { RichText } from '@/components/content/RichText'
import { UpdatedAt } from '@/features/rankings/DataFreshness'
import rankingStyles from '@/features/rankings/HotRanking.module.scss'
import type { MethodologyPageProps } from '@/server/pages/methodology'

import styles from './Methodology.module.scss'

/** `/data-methodology`: the state of the data shown now, then the text editors keep in the "data-methodology" global. */
export function MethodologyPage(props: MethodologyPageProps) {
  const { t } = useTranslation('rankings')
  const { data } = props
  const state = data.state
  return (
    <ContentPage
      page={props}
      crumbs={[{ label: data.title }]}
      seo={{ title: data.title, description: data.summary || `${data.title} - ${props.chrome.settings.siteName}` }}
      heading={{ title: data.title, subtitle: data.summary ?? undefined }}
    >
      {state?.date ? (
        <p className={styles.state} data-testid="methodology-state">
          <span>{t('dataDate', { date: state.date })}</span>
          <UpdatedAt updatedAt={state.updatedAt} />
          {state.demo ? <span className={rankingStyles.demo}>{t('demo')}</span> : null}
        </p>
      ) : null}
      <article className={styles.text} data-testid="methodology-text">
        <RichText data={data.body} locale={props.locale} />
      </article>
    </ContentPage>
  )
}
