import NextLink from '@/components/layout/Link'
import type { UIFieldServerProps } from 'payload'

import { type Locale, toLocale } from '@/lib/i18n/locales'
import { fill } from '@/server/platform/messages'
import { attributionReport, defaultRange } from '@/server/attribution/report'

import { hasRole } from '@cms/access/roles'

const TEXT: Record<Locale, Record<string, string>> = {
  en: {
    title: 'The last 30 days',
    unsaved: 'Visits and registrations appear once the page is published and visited.',
    summary: 'Visits: {{visits}} · registrations: {{registrations}} · conversion: {{rate}} · page views: {{views}}',
    report: 'Open the attribution report',
  },
  zh: {
    title: '近 30 天',
    unsaved: '页面发布并有访问后，这里显示访问与注册数据。',
    summary: '访问：{{visits}} · 注册：{{registrations}} · 转化率：{{rate}} · 浏览量：{{views}}',
    report: '打开推广效果报表',
  },
  ru: {
    title: 'За последние 30 дней',
    unsaved: 'Визиты и регистрации появятся, когда страницу опубликуют и посетят.',
    summary: 'Визиты: {{visits}} · регистрации: {{registrations}} · конверсия: {{rate}} · просмотры: {{views}}',
    report: 'Открыть отчёт по атрибуции',
  },
}

/** In a landing page's form: what it brought in the last 30 days (registrations credited to the last touch). */
export async function PromotionResults({ id, data, payload, i18n, user }: UIFieldServerProps) {
  // The numbers are the attribution report's: for marketers and admins only.
  if (!hasRole(user, 'admin', 'marketer')) return null
  const text = TEXT[toLocale(i18n?.language)]
  const slug = (data as { slug?: string } | undefined)?.slug
  if (!id || !slug) return <p style={{ margin: '0 0 24px' }}>{text.unsaved}</p>
  const landing = `/promote/${slug}`
  const range = defaultRange()
  const { totals } = await attributionReport(payload.db.drizzle, { ...range, model: 'last', landing })
  const params = new URLSearchParams({ ...range, landing })
  return (
    <section style={{ margin: '0 0 24px' }} data-testid="promotion-results">
      <h3 style={{ margin: '0 0 8px' }}>{text.title}</h3>
      <p style={{ margin: '0 0 4px' }}>
        {fill(text.summary, { visits: totals.visits, registrations: totals.registrations, rate: totals.conversionRate === null ? '—' : `${(totals.conversionRate * 100).toFixed(1)}%`, views: totals.pageViews })}
      </p>
      <NextLink href={`/admin/attribution?${params.toString()}`}>{text.report}</NextLink>
    </section>
  )
}
