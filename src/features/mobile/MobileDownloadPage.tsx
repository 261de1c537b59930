import { useTranslation } from 'next-i18next/pages'

import Link from '@/components/layout/Link'
import { buttonClass } from '@/components/ui/Button'
import { safeHref } from '@/lib/content/safe-url'
import type { ContentPageProps } from '@/server/pages/content-props'
import type { DownloadData } from '@/server/pages/mobile'

import { MobilePage } from './MobilePage'

import styles from './MobilePages.module.scss'

/** `/m/download`: the app (release from the site settings), the browser extension and the QR codes of the footer. */
export function MobileDownloadPage(props: ContentPageProps<DownloadData>) {
  const { t } = useTranslation('mobile')
  const { t: tc } = useTranslation('common')
  const { app } = props.data
  const { qrCodes } = props.chrome.footer
  return (
    <MobilePage page={props} seo={{ title: t('download.title'), description: t('download.subtitle') }} layout="blank" title={t('download.title')}>
      <header className={styles.pageHeader}>
        <h1>{t('download.title')}</h1>
        <p>{t('download.subtitle')}</p>
      </header>
      <section className={styles.card} data-testid="download-app">
        <h2>{t('download.appTitle')}</h2>
        {app ? (
          <>
            <p>{t('download.appVersion', { version: app.version })}</p>
            {app.notes ? <p className={styles.muted}>{app.notes}</p> : null}
            {safeHref(app.downloadUrl) ? (
              <a href={safeHref(app.downloadUrl) ?? undefined} className={buttonClass({ pill: true, block: true, className: styles.pageButton })} rel="noopener">
                {t('download.appDownload')}
              </a>
            ) : null}
          </>
        ) : (
          <p className={styles.muted}>{t('download.appNone')}</p>
        )}
      </section>
      <section className={styles.card}>
        <h2>{t('download.extensionTitle')}</h2>
        <p>{t('download.extensionText')}</p>
        <Link href="/noviceGuide" className={buttonClass({ variant: 'secondary', pill: true, block: true, className: styles.pageButton })}>
          {t('download.extensionLink')}
        </Link>
      </section>
      {qrCodes.length ? (
        <section className={styles.card}>
          <h2>{t('download.qrTitle')}</h2>
          <p className={styles.muted}>{t('download.qrHint')}</p>
          <ul className={styles.qrGrid}>
            {qrCodes.map((qr) =>
              qr.imageUrl ? (
                <li key={qr.label}>
                  {/* eslint-disable-next-line @next/next/no-img-element -- small QR codes from the media library, kept sharp */}
                  <img src={qr.imageUrl} alt={tc('footer.qrAlt', { label: qr.label })} width={120} height={120} loading="lazy" />
                  <span>{qr.label}</span>
                </li>
              ) : null,
            )}
          </ul>
        </section>
      ) : null}
    </MobilePage>
  )
}
