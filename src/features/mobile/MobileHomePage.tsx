import { useTranslation } from 'next-i18next/pages'

import Link from '@/components/layout/Link'
import { SmartLink } from '@/components/layout/SmartLink'
import { HotRanking } from '@/features/rankings/HotRanking'
import { useIsLoggedIn } from '@/hooks/useAuthLinks'
import { LESSON_LIST_PATH } from '@/lib/content/sections'
import type { HomePageProps } from '@/server/pages/home-props'

import { DataServiceCarousel } from './DataServiceCarousel'
import { MobileArticleList, MobileLessonList } from './MobileLists'
import { MobilePage } from './MobilePage'

import styles from './MobileHome.module.scss'

/**
 * `/m`, the mobile home (spec section 2 "Mobile home"): the hero, the daily hot ranking in swipe
 * pages with the category picker, the data-service carousel, hot articles and courses. Same
 * content as the desktop home (CMS home page global, header data menu, report service).
 */
export function MobileHomePage(props: HomePageProps) {
  const { t } = useTranslation('mobile')
  const { t: tc } = useTranslation('common')
  const { chrome, locale, data: home } = props
  const { settings } = chrome
  const loggedIn = useIsLoggedIn()
  return (
    <MobilePage page={props} seo={{ title: settings.seoTitle, description: settings.seoDescription }} tab="home">
      <section className={styles.hero}>
        {home.eyebrow ? <p className={styles.eyebrow}>{home.eyebrow}</p> : null}
        <h1 className={styles.title}>{home.title}</h1>
        {home.subtitle ? <p className={styles.subtitle}>{home.subtitle}</p> : null}
        {loggedIn ? (
          <SmartLink href="/workbench/dashboard" workbenchBaseUrl={settings.workbenchBaseUrl} className={styles.cta} testId="hero-enter">
            {tc('nav.enter')}
          </SmartLink>
        ) : (
          <Link href="/m/register" className={styles.cta} data-testid="hero-register">
            {tc('home.ctaRegister')}
          </Link>
        )}
        <ul className={styles.claims}>
          {home.claims.map((claim) => (
            <li key={claim.label}>
              <strong>{claim.value}</strong>
              <span>{claim.label}</span>
            </li>
          ))}
        </ul>
      </section>

      {home.ranking ? <HotRanking initial={home.ranking} locale={locale} compact /> : null}

      <DataServiceCarousel groups={chrome.header.dataMenu} workbenchBaseUrl={settings.workbenchBaseUrl} />

      <section className={styles.block} aria-labelledby="m-hot-articles">
        <div className={styles.blockHeader}>
          <h2 id="m-hot-articles" className={styles.sectionTitle}>
            {t('home.hotArticles')}
          </h2>
          <Link href="/business-college">{t('home.all')}</Link>
        </div>
        <MobileArticleList articles={home.hotArticles.slice(0, 6)} locale={locale} />
      </section>

      <section className={styles.block} aria-labelledby="m-courses">
        <div className={styles.blockHeader}>
          <h2 id="m-courses" className={styles.sectionTitle}>
            {t('home.courses')}
          </h2>
          <Link href={LESSON_LIST_PATH}>{t('home.all')}</Link>
        </div>
        <MobileLessonList lessons={home.lessons.slice(0, 4)} locale={locale} />
      </section>
    </MobilePage>
  )
}
