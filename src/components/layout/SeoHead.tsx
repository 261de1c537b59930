import Head from 'next/head'

import { mobileTwin } from '@/lib/device'
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
  /** Social card image (site-relative or absolute URL). */
  image?: { url: string; width: number; height: number; alt?: string } | null
  /** OpenGraph type: `article` for articles and lessons. */
  type?: 'website' | 'article'
  publishedTime?: string | null
  siteName?: string
  /** Desktop pages name their /m twin for phones (separate mobile URLs); /m pages pass false. */
  mobileAlternate?: boolean
}

/** Title, description, canonical URL and hreflang alternates for every language (plus x-default). */
export function SeoHead({ title, description, keywords, siteUrl, path, locale, noindex, image, type = 'website', publishedTime, siteName, mobileAlternate = true }: Props) {
  const url = (target: Locale) => `${siteUrl}${localizedPath(path, target)}`
  const twin = mobileAlternate && !noindex ? mobileTwin(path) : null
  const imageUrl = image ? (image.url.startsWith('http') ? image.url : `${siteUrl}${image.url}`) : null
  return (
    <Head>
      <title>{title}</title>
      <meta name="description" content={description} />
      {keywords ? <meta name="keywords" content={keywords} /> : null}
      {noindex ? <meta name="robots" content="noindex" /> : <link rel="canonical" href={url(locale)} />}
      {noindex
        ? null
        : LOCALES.map((target) => <link key={`hreflang-${target}`} rel="alternate" hrefLang={HTML_LANG[target]} href={url(target)} />)}
      {noindex ? null : <link rel="alternate" hrefLang="x-default" href={url('zh')} />}
      {twin ? <link rel="alternate" media="only screen and (max-width: 640px)" href={`${siteUrl}${localizedPath(twin, locale)}`} /> : null}
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url(locale)} />
      <meta property="og:locale" content={HTML_LANG[locale].replace('-', '_')} />
      {LOCALES.filter((target) => target !== locale).map((target) => (
        <meta key={`og-locale-${target}`} property="og:locale:alternate" content={HTML_LANG[target].replace('-', '_')} />
      ))}
      <meta property="og:type" content={type} />
      {siteName ? <meta property="og:site_name" content={siteName} /> : null}
      {publishedTime ? <meta property="article:published_time" content={publishedTime} /> : null}
      {imageUrl ? <meta property="og:image" content={imageUrl} /> : null}
      {imageUrl && image ? <meta property="og:image:width" content={String(image.width)} /> : null}
      {imageUrl && image ? <meta property="og:image:height" content={String(image.height)} /> : null}
      {imageUrl && image?.alt ? <meta property="og:image:alt" content={image.alt} /> : null}
      <meta name="twitter:card" content={imageUrl ? 'summary_large_image' : 'summary'} />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
      {imageUrl ? <meta name="twitter:image" content={imageUrl} /> : null}
    </Head>
  )
}
