/* eslint-disable @next/next/no-img-element -- QR codes are small and must stay sharp: no resizing */
import { useTranslation } from 'next-i18next/pages'

import type { QrContactBlock as QrContactData } from '@payload-types'
import styles from '@cms/blocks/blocks.module.scss'
import { usePromotion } from '@cms/blocks/context'
import { isImage, mediaRef } from '@cms/blocks/media-ref'
import { SectionHeading } from '@cms/blocks/SectionHeading'

export function QrContactBlock({ block }: { block: QrContactData }) {
  const { t } = useTranslation('promote')
  const { serviceQr } = usePromotion()
  const own = mediaRef(block.qr)
  const qr = isImage(own) ? own : serviceQr
  return (
    <section className={`${styles.block} ${styles.alt}`} data-block="qrContact">
      <div className={`${styles.inner} ${styles.contact}`}>
        {qr ? <img className={styles.qr} src={qr.url} alt={qr.alt || block.heading || ''} width={160} height={160} loading="lazy" /> : null}
        <div>
          <SectionHeading heading={block.heading} intro={block.text} />
          <dl className={styles.contactList}>
            {block.wechatId ? (
              <>
                <dt>{t('contact.wechat')}</dt>
                <dd>{block.wechatId}</dd>
              </>
            ) : null}
            {block.phone ? (
              <>
                <dt>{t('contact.phone')}</dt>
                <dd>
                  <a href={`tel:${block.phone.replace(/[^\d+]/g, '')}`}>{block.phone}</a>
                </dd>
              </>
            ) : null}
            {block.email ? (
              <>
                <dt>{t('contact.email')}</dt>
                <dd>
                  <a href={`mailto:${block.email}`}>{block.email}</a>
                </dd>
              </>
            ) : null}
          </dl>
        </div>
      </div>
    </section>
  )
}
