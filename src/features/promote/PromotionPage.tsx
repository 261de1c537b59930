import { useTranslation } from 'next-i18next/pages'

import { PromotionContextValue } from '@cms/blocks/context'
import { RenderBlocks } from '@cms/blocks/RenderBlocks'
import { LivePreviewRefresh } from '@/components/content/LivePreviewRefresh'
import { SeoHead } from '@/components/layout/SeoHead'
import type { ContentPageProps } from '@/server/pages/content-props'
import type { PromotionPageData } from '@/server/pages/promotions'

import styles from './Promotion.module.scss'
import { PromotionLayout } from './PromotionLayout'
import { PromotionSuccess } from './PromotionSuccess'

/**
 * A promotion landing page (issue 17) in the version its address shows: the desktop blocks, or
 * on a phone address the phone blocks (the desktop ones when the page has none). Its success
 * page is in the site's frame (PromotionSuccess). One indexed address per page: /promote/<slug>.
 */
export function PromotionPage(props: ContentPageProps<PromotionPageData>) {
  const { t } = useTranslation('promote')
  const { promotion, device, success } = props.data
  if (success) return <PromotionSuccess {...props} />
  const { settings, service } = props.chrome
  const successPath = promotion ? `/promote/${promotion.slug}/success` : '/promote/mobile/success'
  const blocks = promotion ? (device === 'mobile' ? (promotion.mobileLayout ?? promotion.layout) : promotion.layout) : []
  const title = promotion?.seo.title || promotion?.title || ''
  return (
    <PromotionLayout
      head={promotion?.head ?? null}
      chrome={props.chrome}
      locale={props.locale}
      device={device}
      seoHead={
        <SeoHead
          title={`${title} - ${settings.siteName}`}
          description={promotion?.seo.description || settings.seoDescription || title}
          keywords={promotion?.seo.keywords || settings.seoKeywords}
          siteName={settings.siteName}
          siteUrl={props.siteUrl}
          path={promotion ? `/promote/${promotion.slug}` : props.path}
          locale={props.locale}
          image={promotion?.seo.image}
          noindex={props.preview}
          mobileAlternate={false}
        />
      }
    >
      {props.preview ? (
        <div className={styles.previewBanner} role="status" data-testid="preview-banner">
          {t('preview.banner')}{' '}
          {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- clears the draft cookie: a full request */}
          <a href="/api/exit-preview">{t('preview.exit')}</a>
          <LivePreviewRefresh />
        </div>
      ) : null}
      <PromotionContextValue.Provider
        value={{
          locale: props.locale,
          successPath,
          device,
          serviceQr: service.qrUrl ? { url: service.qrUrl, alt: service.nickName } : null,
          workbenchBaseUrl: settings.workbenchBaseUrl,
        }}
      >
        <RenderBlocks blocks={blocks} />
      </PromotionContextValue.Provider>
    </PromotionLayout>
  )
}
