import { useTranslation } from 'next-i18next/pages'

import { isEmail } from '@/lib/auth/patterns'
import { safeHref } from '@/lib/content/safe-url'
import type { NavLink, SiteChrome } from '@/lib/site-chrome'

import styles from './SiteFooter.module.scss'
import { SmartLink } from './SmartLink'
import { CALCULATOR_PATH } from '@/lib/calculator/paths'
import { PRICING_PATH } from '@/lib/pricing/paths'

export function SiteFooter({ chrome }: { chrome: SiteChrome }) {
  const { t } = useTranslation('common')
  const { footer, settings } = chrome
  const base = settings.workbenchBaseUrl

  const column = (title: string, links: NavLink[]) => (
    <nav className={styles.column} aria-label={title}>
      <p className={styles.columnTitle}>{title}</p>
      <ul className={styles.list}>
        {links.map((link) => (
          <li key={link.href + link.label}>
            <SmartLink href={link.href} workbenchBaseUrl={base} className={styles.link}>
              {link.label}
            </SmartLink>
          </li>
        ))}
      </ul>
    </nav>
  )

  return (
    <footer className={styles.footer} data-testid="site-footer">
      <div className={styles.inner}>
        <div className={styles.columns}>
          {column(t('footer.products'), [...footer.productLinks, { label: t('nav.calculator'), href: CALCULATOR_PATH }, { label: t('nav.pricing'), href: PRICING_PATH }])}
          {column(t('footer.solutions'), footer.solutionLinks)}
          {column(t('footer.courses'), footer.courseLinks)}
          <div className={styles.column}>
            <p className={styles.columnTitle}>{t('footer.contact')}</p>
            <ul className={styles.list}>
              {footer.contact.chatId ? (
                <li>
                  {t('footer.chatId')}: {footer.contact.chatId}
                </li>
              ) : null}
              {footer.contact.email ? (
                <li>
                  {t('footer.email')}:{' '}
                  {/* A mail link only for an address (spec section 5's email pattern); anything else an editor typed is shown as text. */}
                  {isEmail(footer.contact.email) ? (
                    <a className={styles.link} href={`mailto:${footer.contact.email}`}>
                      {footer.contact.email}
                    </a>
                  ) : (
                    footer.contact.email
                  )}
                </li>
              ) : null}
            </ul>
          </div>
        </div>
        {footer.qrCodes.length > 0 ? (
          <ul className={styles.qrCodes} aria-label={t('footer.qrCodes')}>
            {footer.qrCodes.map((qr) => (
              <li key={qr.label} className={styles.qrCode}>
                {qr.imageUrl ? (
                  // Small fixed-size images from the CMS; next/image adds nothing here.
                  // eslint-disable-next-line @next/next/no-img-element
                  <img src={qr.imageUrl} alt={t('footer.qrAlt', { label: qr.label })} width={96} height={96} loading="lazy" />
                ) : null}
                <span>{qr.label}</span>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <div className={styles.legal}>
        <span data-testid="footer-copyright">{footer.copyright}</span>
        <SmartLink href={footer.agreementUrl} workbenchBaseUrl={base} className={styles.link}>
          {t('footer.agreement')}
        </SmartLink>
        <SmartLink href={footer.privacyUrl} workbenchBaseUrl={base} className={styles.link}>
          {t('footer.privacy')}
        </SmartLink>
        {footer.icp ? (
          safeHref(footer.icpUrl) ? (
            <a className={styles.link} href={safeHref(footer.icpUrl) ?? undefined} target="_blank" rel="noopener">
              {footer.icp}
            </a>
          ) : (
            <span>{footer.icp}</span>
          )
        ) : null}
      </div>
    </footer>
  )
}
