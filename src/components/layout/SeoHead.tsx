import Head from 'next/head'

import { HTML_LANG, LOCALES, type Locale, localizedPath } from '@/lib/i18n/locales'

type Props = {
  title: string
  description: string
  keywords?: string
  siteUrl: string
  /** The page's path without a locale prefix. */
  path: string
  locale: Locale
  noindex?: boolean
}

/** Title, description, canonical URL and hreflang alternates for every language (plus x-default). */
export function SeoHead({ title, description, keywords, siteUrl, path, locale, noindex }: Props) {
  const url = (target: Locale) => `${siteUrl}${localizedPath(path, target)}`
  return (
    <Head>
      <title>{title}</title>
      <meta name="description" content={description} />
      {keywords ? <meta name="keywords" content={keywords} /> : null}
      {noindex ? <meta name="robots" content="noindex" /> : <link rel="canonical" href={url(locale)} />}
      {noindex
        ? null
        : LOCALES.map((target) => <link key={target} rel="alternate" hrefLang={HTML_LANG[target]} href={url(target)} />)}
      {noindex ? null : <link rel="alternate" hrefLang="x-default" href={url('zh')} />}
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url(locale)} />
      <meta property="og:locale" content={HTML_LANG[locale].replace('-', '_')} />
    </Head>
  )
}
