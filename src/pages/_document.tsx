import { Head, Html, Main, NextScript, type DocumentProps } from 'next/document'

import { HTML_LANG, toLocale } from '@/lib/i18n/locales'

export default function Document({ locale }: DocumentProps) {
  return (
    <Html lang={HTML_LANG[toLocale(locale)]}>
      <Head>
        <meta name="theme-color" content="#005bff" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      </Head>
      <body>
        <Main />
        <NextScript />
      </body>
    </Html>
  )
}
