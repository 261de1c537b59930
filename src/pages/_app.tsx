import type { AppProps } from 'next/app'
import { appWithTranslation } from 'next-i18next/pages'

import { LoadingBar } from '@/components/layout/LoadingBar'
import { OfflineBanner } from '@/components/layout/OfflineBanner'
import { i18nConfig } from '@/lib/i18n/config'

import '@/styles/globals.scss'

function SiteApp({ Component, pageProps }: AppProps) {
  return (
    <>
      <LoadingBar />
      <OfflineBanner />
      <Component {...pageProps} />
    </>
  )
}

export default appWithTranslation(SiteApp, i18nConfig)
