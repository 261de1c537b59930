import { useTranslation } from 'next-i18next/pages'

import { ContentPage } from '@/components/content/ContentPage'
import { SeoHead } from '@/components/layout/SeoHead'
import type { ContentPageProps } from '@/server/pages/content-props'

import collegeStyles from '../college/College.module.scss'
import styles from './About.module.scss'

/** `/about`: what the company does and offers, and how to reach it (contacts are in the footer). */
export function AboutPage({ chrome, siteUrl, path, locale, preview }: ContentPageProps<Record<string, never>>) {
  const { t } = useTranslation('content')
  const offers = ['offer1', 'offer2', 'offer3', 'offer4'] as const
  return (
    <ContentPage chrome={chrome} locale={locale} preview={preview} crumbs={[{ label: t('about.title') }]}>
      <SeoHead
        title={`${t('about.title')} - ${chrome.settings.siteName}`}
        description={t('about.intro')}
        keywords={chrome.settings.seoKeywords}
        siteUrl={siteUrl}
        path={path}
        locale={locale}
        siteName={chrome.settings.siteName}
      />
      <header className={collegeStyles.pageHeader}>
        <h1>{t('about.title')}</h1>
        <p>{t('about.subtitle')}</p>
      </header>
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
