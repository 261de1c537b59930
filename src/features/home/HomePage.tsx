import { useTranslation } from 'next-i18next/pages'

import { SeoHead } from '@/components/layout/SeoHead'
import { SiteLayout } from '@/components/layout/SiteLayout'
import Link from '@/components/layout/Link'
import { SmartLink } from '@/components/layout/SmartLink'
import { isPlainClick, openRegisterSheet } from '@/features/auth/auth-ui'
import { useAuthLinks, useIsLoggedIn } from '@/hooks/useAuthLinks'
import { CALCULATOR_PATH } from '@/lib/calculator/paths'
import { withSpecWorkbenchLinks } from '@/lib/workbench-menu'
import type { HomePageProps } from '@/server/pages/home-props'

import { HotRanking } from '@/features/rankings/HotRanking'

import { HomeContentSections } from './HomeContentSections'

import styles from './HomePage.module.scss'

/** The home page of each language: what the product does, the claims, and the way in. */
export function HomePage({ chrome, siteUrl, path, locale, data: home }: HomePageProps) {
  const { t } = useTranslation('common')
  const { settings } = chrome
  // The feature grid mirrors the data menu, with the same links the top bar adds.
  const header = withSpecWorkbenchLinks(chrome.header, t)
  const registerHref = useAuthLinks(settings, locale).register
  const loggedIn = useIsLoggedIn()

  return (
    <SiteLayout
      chrome={chrome}
      locale={locale}
      heroUnderHeader
      seoHead={
        <SeoHead
          title={settings.seoTitle}
          description={settings.seoDescription}
          keywords={settings.seoKeywords}
          siteUrl={siteUrl}
          path={path}
          locale={locale}
        />
      }
    >
      <section className={styles.hero}>
        <div className={styles.heroInner}>
          <div className={styles.heroText}>
            {home.eyebrow ? <p className={styles.eyebrow}>{home.eyebrow}</p> : null}
            <h1 className={styles.title}>{home.title}</h1>
            {home.subtitle ? <p className={styles.subtitle}>{home.subtitle}</p> : null}
            <div className={styles.ctas}>
              {loggedIn ? (
                // Calls to action follow the session: a seller goes on to the workbench (or the account page).
                <SmartLink href="/workbench/dashboard" workbenchBaseUrl={settings.workbenchBaseUrl} className={styles.ctaPrimary} testId="hero-enter">
                  {t('nav.enter')}
                </SmartLink>
              ) : (
                <>
                  <a
                    href={registerHref}
                    className={styles.ctaPrimary}
                    data-auth-trigger=""
                    data-testid="hero-register"
                    onClick={(event) => {
                      // Like the top bar: the register sheet opens in place; a modified click keeps the link.
                      if (!isPlainClick(event)) return
                      event.preventDefault()
                      openRegisterSheet()
                    }}
                  >
                    {t('home.ctaRegister')}
                  </a>
                  <SmartLink href="/workbench/dashboard" workbenchBaseUrl={settings.workbenchBaseUrl} className={styles.ctaSecondary}>
                    {t('home.ctaWorkbench')}
                  </SmartLink>
                </>
              )}
            </div>
            <Link href={CALCULATOR_PATH} className={styles.toolLink} data-testid="home-calculator">
              {t('home.calculatorLink')} →
            </Link>
            <ul className={styles.claims}>
              {home.claims.map((claim) => (
                <li key={claim.label}>
                  <strong className={styles.claimValue}>{claim.value}</strong>
                  <span className={styles.claimLabel}>{claim.label}</span>
                </li>
              ))}
            </ul>
          </div>
          {/* The product at a glance: a drawing of the workbench's trend chart and hot ranking. */}
          {/* eslint-disable-next-line @next/next/no-img-element -- a small SVG; the optimizer adds nothing */}
          <img className={styles.heroVisual} src="/images/hero-workbench.svg" alt={t('home.heroVisualAlt')} width={560} height={420} decoding="async" />
        </div>
      </section>

      {home.ranking ? <HotRanking initial={home.ranking} locale={locale} /> : null}

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

      <HomeContentSections home={home} locale={locale} />
    </SiteLayout>
  )
}
