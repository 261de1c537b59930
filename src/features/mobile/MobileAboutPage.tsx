import { useTranslation } from 'next-i18next/pages'

import { buttonClass } from '@/components/ui/Button'
import type { ContentPageProps } from '@/server/pages/content-props'

import { ContactButton } from './ContactButton'
import { MobilePage } from './MobilePage'

import styles from './MobilePages.module.scss'

const WAYS = ['channel', 'content', 'data'] as const

/** `/m/about`, the "business cooperation" tab: who we are (the desktop about page's text), how to work with us, and the contact popup. */
export function MobileAboutPage(props: ContentPageProps<Record<string, never>>) {
  const { t } = useTranslation('mobile')
  const { t: tc } = useTranslation('content')
  return (
    <MobilePage page={props} seo={{ title: t('about.title'), description: tc('about.intro') }} tab="cooperation">
      <header className={styles.pageHeader}>
        <h1>{t('about.title')}</h1>
        <p>{t('about.subtitle')}</p>
      </header>
      <section className={styles.card}>
        <h2>{t('about.cooperationTitle')}</h2>
        <ul className={styles.bullets}>
          {WAYS.map((way) => (
            <li key={way}>{t(`about.cooperation.${way}`)}</li>
          ))}
        </ul>
        <ContactButton chrome={props.chrome} className={buttonClass({ pill: true, block: true, className: styles.pageButton })} label={t('about.contactCta')} />
      </section>
      <section className={styles.card}>
        <h2>{tc('about.title')}</h2>
        <p>{tc('about.intro')}</p>
        <h3>{tc('about.missionTitle')}</h3>
        <p>{tc('about.mission')}</p>
        <h3>{tc('about.contactTitle')}</h3>
        <p>{tc('about.contact')}</p>
      </section>
    </MobilePage>
  )
}
