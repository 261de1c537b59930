import type { NextPageContext } from 'next'
import Head from 'next/head'
import { useEffect } from 'react'

import { BlankLayout } from '@/components/layout/BlankLayout'
import { StatusMessage } from '@/components/StatusMessage'
import { toLocale } from '@/lib/i18n/locales'
import { browserReloadEnv, reloadFor as reloadPage, reloadKind, type ReloadKind } from '@/lib/reload-guards'

import en from '@locales/en/common.json'
import ru from '@locales/ru/common.json'
import zh from '@locales/zh/common.json'

const MESSAGES = { zh, en, ru }

type Props = {
  statusCode: number
  locale: string | undefined
  /** A crash in the browser that a reload cures (a chunk that failed to load, a DOM-append error). */
  reloadFor?: ReloadKind | null
}

/**
 * Errors Next renders without the static 404/500 pages (e.g. a crash while rendering in the
 * browser). Spec: status 404 shows the 404 page, anything else says the app failed. Strings come
 * straight from the locale files because translations may be what failed to load.
 */
function ErrorPage({ statusCode, locale, reloadFor = null }: Props) {
  // Reloads at once (a chunk) or after 800 ms (DOM append), at most once per 60 s; the message
  // stays for the visitor when the guard says no.
  useEffect(() => {
    if (reloadFor) reloadPage(reloadFor, browserReloadEnv())
  }, [reloadFor])
  const messages = MESSAGES[toLocale(locale)]
  const text = statusCode === 404 ? messages.notFound : messages.error
  return (
    <BlankLayout>
      <Head>
        <title>{text.title}</title>
        <meta name="robots" content="noindex" />
      </Head>
      <StatusMessage
        code={String(statusCode)}
        title={text.title}
        subtitle={text.subtitle}
        homeLabel={text.home}
        testId={statusCode === 404 ? 'not-found' : 'app-error'}
      />
    </BlankLayout>
  )
}

ErrorPage.getInitialProps = ({ res, err, locale }: NextPageContext): Props => ({
  statusCode: res?.statusCode ?? err?.statusCode ?? 500,
  locale,
  // Only for an error in the browser (no server response): the server's own errors never reload.
  reloadFor: res ? null : reloadKind(err),
})

export default ErrorPage
