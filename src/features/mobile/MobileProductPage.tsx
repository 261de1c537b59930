import { useTranslation } from 'next-i18next/pages'

import Link from '@/components/layout/Link'
import { SmartLink } from '@/components/layout/SmartLink'
import { buttonClass } from '@/components/ui/Button'
import type { ContentPageProps } from '@/server/pages/content-props'

import { MobilePage } from './MobilePage'

import styles from './MobilePages.module.scss'

/** `/m/product`: what the workbench does, from the header's data menu and solutions (CMS). */
export function MobileProductPage(props: ContentPageProps<Record<string, never>>) {
  const { t } = useTranslation('mobile')
  const { header, settings } = props.chrome
  const base = settings.workbenchBaseUrl
  return (
    <MobilePage page={props} seo={{ title: t('product.title'), description: t('product.intro') }} tab="product">
      <header className={styles.pageHeader}>
        <h1>{t('product.title')}</h1>
        <p>{t('product.subtitle')}</p>
      </header>
      <section className={styles.card}>
        <p>{t('product.intro')}</p>
        <SmartLink href="/workbench/dashboard" workbenchBaseUrl={base} className={buttonClass({ pill: true, block: true, className: styles.pageButton })}>
          {t('product.enter')}
        </SmartLink>
        <Link href="/m/download" className={buttonClass({ variant: 'secondary', pill: true, block: true, className: styles.pageButton })}>
          {t('product.download')}
        </Link>
        <Link href="/m/pricing" className={buttonClass({ variant: 'secondary', pill: true, block: true, className: styles.pageButton })} data-testid="product-pricing">
          {t('product.pricing')}
        </Link>
      </section>
      <section className={styles.card}>
        <h2>{t('product.calculator')}</h2>
        <p>{t('product.calculatorIntro')}</p>
        <Link href="/m/calculator" className={buttonClass({ variant: 'secondary', pill: true, block: true, className: styles.pageButton })} data-testid="product-calculator">
          {t('product.calculator')}
        </Link>
      </section>
      {header.dataMenu.map((group) => (
        <section key={group.title} className={styles.card}>
          <h2>{group.title}</h2>
          <p>{group.description}</p>
          <ul className={styles.chips}>
            {group.links.map((link) => (
              <li key={link.href + link.label}>
                <SmartLink href={link.href} workbenchBaseUrl={base}>
                  {link.label}
                </SmartLink>
              </li>
            ))}
          </ul>
        </section>
      ))}
      {header.solutionsMenu.length ? (
        <section className={styles.card}>
          <h2>{t('product.solutions')}</h2>
          <ul className={styles.chips}>
            {header.solutionsMenu.map((link) => (
              <li key={link.href + link.label}>
                <SmartLink href={link.href} workbenchBaseUrl={base}>
                  {link.label}
                </SmartLink>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </MobilePage>
  )
}
