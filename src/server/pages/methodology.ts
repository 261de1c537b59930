/** getStaticProps of "How the data is made" (/data-methodology): the editors' text and the state of the data shown. */
import type { GetStaticProps } from 'next'

import { methodologySeed } from '@cms/seed/data/methodology'
import type { Locale } from '@/lib/i18n/locales'
import { METHODOLOGY_PATH } from '@/lib/rankings/catalog'
import type { DataMethodology } from '@payload-types'
import { cms } from '@/server/cms/payload'
import { dayOf } from '@/server/http/context'
import { dailyDataState } from '@/server/report/snapshots'

import { contentPageProps, type ContentPageProps, type LoadContext, type Loaded, NAMESPACES } from './content-props'
import { seedMarkdownToLexical } from './legal'

/** The daily rankings now shown: their date, when they were last written (ISO), demo or not. */
export type DataState = { date: string | null; updatedAt: string | null; demo: boolean }

export type MethodologyData = Pick<DataMethodology, 'title' | 'summary' | 'body'> & { state: DataState | null }

export type MethodologyPageProps = ContentPageProps<MethodologyData>

async function load({ locale }: LoadContext): Promise<Loaded<MethodologyData>> {
  const payload = await cms()
  // depth 1: images in the text arrive with their URLs and sizes.
  const [text, state] = await Promise.all([
    payload.findGlobal({ slug: 'data-methodology', locale, fallbackLocale: 'zh', depth: 1, overrideAccess: false }),
    dailyDataState(payload.db.drizzle, dayOf(new Date())),
  ])
  return {
    data: { title: text.title, summary: text.summary ?? null, body: text.body, state: { ...state, updatedAt: state.updatedAt?.toISOString() ?? null } },
    path: METHODOLOGY_PATH,
  }
}

/** `next build` without a CMS (the Docker image): the seeded text, regenerated from the CMS on the first request. */
const seeded = ({ locale }: { locale: Locale }): Loaded<MethodologyData> => {
  const { title, summary, markdown } = methodologySeed[locale]
  return { data: { title, summary, body: seedMarkdownToLexical(markdown), state: null }, path: METHODOLOGY_PATH }
}

export const methodologyPageProps: GetStaticProps<MethodologyPageProps> = (context) => contentPageProps(context, load, seeded, [...NAMESPACES, 'rankings'])
