import type { GetServerSideProps } from 'next'

import { WechatScanPage } from '@/features/auth/WechatScanPage'
import { chromePageProps, type ChromePageProps } from '@/server/pages/chrome-props'
import { usesLocalWechat } from '@/server/providers'

/**
 * `/oauth/wechat-scan`: the local WeChat provider's stand-in for WeChat's QR page and the phone
 * that scans it. Only where the local provider runs (no WeChat app configured, local providers
 * allowed); a 404 everywhere else.
 */
export const getServerSideProps: GetServerSideProps<ChromePageProps> = async (context) => {
  if (!usesLocalWechat()) return { notFound: true }
  context.res.setHeader('cache-control', 'no-store')
  const { props } = await chromePageProps(context.locale, '/oauth/wechat-scan', ['content'])
  return { props }
}

export default WechatScanPage
