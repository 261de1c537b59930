import { useTranslation } from 'next-i18next/pages'

import { ContentPage } from '@/components/content/ContentPage'
import type { ContentPageProps } from '@/server/pages/content-props'

import styles from './About.module.scss'

/**
 * `/about`: what the company does and offers, and how to reach it (contacts are in the footer).
 * Its heading sits on a hero under the transparent top bar, solid after 42 px of scroll (spec section 2).
 */
export function AboutPage(props: ContentPageProps<Record<string, never>>) {
  const { t } = useTranslation('content')
  const offers = ['offer1', 'offer2', 'offer3', 'offer4'] as const
  return (
    <ContentPage
      page={props}
      crumbs={[{ label: t('about.title') }]}
      seo={{ title: t('about.title'), description: t('about.intro') }}
      heading={{ title: t('about.title'), subtitle: t('about.subtitle') }}
      hero
    >
      <div className={styles.about}>
        <p className={styles.intro}>{t('about.intro')}</p>
        <h2>{t('about.missionTitle')}</h2>
        <p>{t('about.mission')}</p>
        <h2>{t('about.offerTitle')}</h2>
        <ul>
          {offers.map((key) => (
            <li key={key}>{t(`about.${key}`)}</li>
          ))}
        </ul>
        <h2>{t('about.contactTitle')}</h2>
        <p>{t('about.contact')}</p>
      </div>
    </ContentPage>
  )
}
