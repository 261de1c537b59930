import { Head, Html, Main, NextScript, type DocumentProps } from 'next/document'

import { HTML_LANG, toLocale } from '@/lib/i18n/locales'
import { isMobileSitePage, MOBILE_ROOT_CLASS } from '@/features/mobile/root-class'
import { TRACK_SCRIPT } from '@/lib/attribution/tracker'
import { RUNTIME_BOOT_SCRIPT, RUNTIME_TEMPLATE_ID, startsRuntimeAtIdle } from '@/lib/runtime-loading'
import { colorPrimary } from '@/styles/colors'

type DocumentFiles = Parameters<NextScript['getScripts']>[0]

const CONTENT_END_ID = '__content_end'

/** Next's <Head> without the page's scripts (it renders them there, deferred): see RuntimeScripts. */
class HeadWithoutScripts extends Head {
  getPolyfillScripts() {
    return []
  }
  getPreNextScripts() {
    return <></>
  }
  getDynamicChunks() {
    return []
  }
  getScripts() {
    return []
  }
}

/** Everything Next would run for the page (the page data and the scripts <Head> leaves out). */
class RuntimeScripts extends NextScript {
  render() {
    const { buildManifest, __NEXT_DATA__ } = this.context
    const sharedFiles = buildManifest.pages['/_app'] ?? []
    const pageFiles = buildManifest.pages[__NEXT_DATA__.page] ?? []
    const files: DocumentFiles = { sharedFiles, pageFiles, allFiles: [...new Set([...sharedFiles, ...pageFiles])] }
    return (
      <>
        {super.render()}
        {this.getPolyfillScripts()}
        {this.getPreNextScripts()}
        {this.getDynamicChunks(files)}
        {this.getScripts(files)}
      </>
    )
  }
}

export default function Document({ locale, __NEXT_DATA__ }: DocumentProps) {
  // Content pages keep Next's scripts inert in a <template> until the boot script starts them, at
  // idle after load (src/lib/runtime-loading.ts). `next dev` loads them with the page, for fast refresh.
  const atIdle = process.env.NODE_ENV === 'production' && startsRuntimeAtIdle(__NEXT_DATA__.page)
  const PageHead = atIdle ? HeadWithoutScripts : Head
  const page = __NEXT_DATA__.page
  const mobileSite = isMobileSitePage(page, (__NEXT_DATA__.props as { pageProps?: unknown } | undefined)?.pageProps)
  return (
    <Html lang={HTML_LANG[toLocale(locale)]} className={mobileSite ? MOBILE_ROOT_CLASS : undefined}>
      <PageHead>
        <meta name="theme-color" content={colorPrimary} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {/* The first paint waits until the page's content has been parsed and the boot script
            has run (the marker follows both): one complete layout, and the page's only script
            evaluated, before that paint; not a partial paint followed by a long layout and a
            script while the visitor may already be scrolling. */}
        {atIdle ? <link rel="expect" href={`#${CONTENT_END_ID}`} blocking="render" /> : null}
      </PageHead>
      <body>
        <Main />
        {/* The site's own analytics (no third party): independent of the runtime, so a reader who never interacts is counted too. */}
        <script src={TRACK_SCRIPT} async />
        {atIdle ? (
          <>
            <template id={RUNTIME_TEMPLATE_ID}>
              <RuntimeScripts />
            </template>
            {/* Parser-blocking on purpose, and last: it runs before the first paint (see above). */}
            {/* eslint-disable-next-line @next/next/no-sync-scripts */}
            <script src={RUNTIME_BOOT_SCRIPT} />
            <span id={CONTENT_END_ID} hidden />
          </>
        ) : (
          <NextScript />
        )}
      </body>
    </Html>
  )
}
