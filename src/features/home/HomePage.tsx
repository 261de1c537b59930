import { useTranslation } from 'next-i18next/pages'

import { SeoHead } from '@/components/layout/SeoHead'
import { SiteLayout } from '@/components/layout/SiteLayout'
import { SmartLink } from '@/components/layout/SmartLink'
import { useAuthLinks } from '@/hooks/useAuthLinks'
import type { ChromePageProps } from '@/server/pages/chrome-props'

import styles from './HomePage.module.scss'

/** The home page of each language: what the product does, the claims, and the way in. */
export function HomePage({ chrome, siteUrl, path, locale }: ChromePageProps) {
  const { t } = useTranslation('common')
  const { settings, header } = chrome
  const registerHref = useAuthLinks(settings, locale).register

  const claims = [
    { value: t('home.claimEfficiencyValue'), label: t('home.claimEfficiency') },
    { value: t('home.claimIndicatorsValue'), label: t('home.claimIndicators') },
    { value: t('home.claimCategoriesValue'), label: t('home.claimCategories') },
  ]

  return (
    <SiteLayout chrome={chrome} locale={locale} heroUnderHeader>
      <SeoHead
        title={settings.seoTitle}
        description={settings.seoDescription}
        keywords={settings.seoKeywords}
        siteUrl={siteUrl}
        path={path}
        locale={locale}
      />
      <section className={styles.hero}>
        <div className={styles.heroInner}>
          <p className={styles.eyebrow}>{t('home.eyebrow')}</p>
          <h1 className={styles.title}>{t('home.title')}</h1>
          <p className={styles.subtitle}>{t('home.subtitle')}</p>
          <div className={styles.ctas}>
            <a href={registerHref} className={styles.ctaPrimary}>
              {t('home.ctaRegister')}
            </a>
            <SmartLink href="/workbench/dashboard" workbenchBaseUrl={settings.workbenchBaseUrl} className={styles.ctaSecondary}>
              {t('home.ctaWorkbench')}
            </SmartLink>
          </div>
          <ul className={styles.claims}>
            {claims.map((claim) => (
              <li key={claim.label}>
                <strong className={styles.claimValue}>{claim.value}</strong>
                <span className={styles.claimLabel}>{claim.label}</span>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className={styles.features} aria-labelledby="features-title">
        <h2 id="features-title" className={styles.sectionTitle}>
          {t('home.featuresTitle')}
        </h2>
        <p className={styles.sectionSubtitle}>{t('home.featuresSubtitle')}</p>
        <ul className={styles.featureGrid}>
          {header.dataMenu.map((group) => (
            <li key={group.title} className={styles.feature}>
              <h3 className={styles.featureTitle}>{group.title}</h3>
              <p className={styles.featureDescription}>{group.description}</p>
              <ul className={styles.featureLinks}>
                {group.links.map((link) => (
                  <li key={link.href + link.label}>
                    <SmartLink href={link.href} workbenchBaseUrl={settings.workbenchBaseUrl} className={styles.featureLink}>
                      {link.label}
                    </SmartLink>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </section>
    </SiteLayout>
  )
}
