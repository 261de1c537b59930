import type { GetStaticProps } from 'next'

import { MobileDownloadPage } from '@/features/mobile/MobileDownloadPage'
import { contentPageProps, type ContentPageProps } from '@/server/pages/content-props'
import { type DownloadData, loadDownload, MOBILE_NAMESPACES } from '@/server/pages/mobile'

/** `/m/download`: the app, the browser extension, the QR codes. */
export const getStaticProps: GetStaticProps<ContentPageProps<DownloadData>> = (context) =>
  contentPageProps(context, loadDownload, () => ({ data: { app: null }, path: '/m/download' }), MOBILE_NAMESPACES)

export default MobileDownloadPage
