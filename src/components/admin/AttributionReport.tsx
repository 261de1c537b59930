import { DefaultTemplate } from '@payloadcms/next/templates'
import { Gutter } from '@payloadcms/ui'
import type { AdminViewServerProps } from 'payload'

import { type Locale, toLocale } from '@/lib/i18n/locales'
import { attributionReport, defaultRange, parseReportQuery, type Report } from '@/server/attribution/report'
import { colorChartSecondary, colorPrimary } from '@/styles/colors'

import { hasRole } from '@cms/access/roles'

const TEXT: Record<Locale, Record<string, string>> = {
  en: {
    title: 'Campaign attribution',
    intro: 'Visits that arrived through a campaign link or a landing page, and the registrations credited to them. A visit is an arrival (a reload within 30 minutes counts once); page views and top-bar clicks are those made after it. Signups tracked are the browsers\' own signup calls (fewer than registrations when a browser blocks tracking); identified logins count each account once a day, under the channel the browser arrived by.',
    from: 'From',
    to: 'To',
    model: 'Credit registrations to',
    last: 'the last touch',
    first: 'the first touch',
    campaign: 'Campaign',
    source: 'Source',
    landing: 'Landing page',
    show: 'Show',
    csv: 'Export CSV',
    day: 'Day',
    visits: 'Visits',
    registrations: 'Registrations',
    rate: 'Conversion',
    pageViews: 'Page views',
    navClicks: 'Top-bar clicks',
    signups: 'Signups tracked',
    logins: 'Identified logins',
    total: 'Total',
    empty: 'Nothing recorded in this range.',
    invalid: 'Pick a valid range of at most a year (from before to).',
    forbidden: 'The attribution report is for marketers and admins.',
    chart: 'Visits and registrations per day',
    unknown: '(unknown)',
  },
  zh: {
    title: '推广效果',
    intro: '通过推广链接或落地页进入的访问，以及归因到它们的注册。一次访问即一次到达（30 分钟内刷新只计一次）；浏览量和顶部导航点击为到达之后产生的。已追踪注册为浏览器自身发送的注册事件（浏览器屏蔽追踪时少于注册数）；已识别登录按账号每天只计一次，归入浏览器到达时的渠道。',
    from: '开始日期',
    to: '结束日期',
    model: '注册归因于',
    last: '末次触达',
    first: '首次触达',
    campaign: '活动',
    source: '来源',
    landing: '落地页',
    show: '查询',
    csv: '导出 CSV',
    day: '日期',
    visits: '访问',
    registrations: '注册',
    rate: '转化率',
    pageViews: '浏览量',
    navClicks: '顶部导航点击',
    signups: '已追踪注册',
    logins: '已识别登录',
    total: '合计',
    empty: '该时间段内没有记录。',
    invalid: '请选择有效的时间段（开始不晚于结束，最长一年）。',
    forbidden: '推广效果报表仅对营销人员和管理员开放。',
    chart: '每日访问与注册',
    unknown: '（未知）',
  },
  ru: {
    title: 'Атрибуция кампаний',
    intro: 'Визиты по ссылкам кампаний и на промо-страницы и регистрации, засчитанные им. Визит — это приход (перезагрузка в течение 30 минут считается один раз); просмотры и клики по меню — сделанные после него. Отслеженные регистрации — события регистрации от самих браузеров (меньше регистраций, если браузер блокирует отслеживание); опознанные входы считают каждый аккаунт раз в день, по каналу, которым пришёл браузер.',
    from: 'С',
    to: 'По',
    model: 'Засчитывать регистрации',
    last: 'последнему касанию',
    first: 'первому касанию',
    campaign: 'Кампания',
    source: 'Источник',
    landing: 'Страница входа',
    show: 'Показать',
    csv: 'Выгрузить CSV',
    day: 'День',
    visits: 'Визиты',
    registrations: 'Регистрации',
    rate: 'Конверсия',
    pageViews: 'Просмотры',
    navClicks: 'Клики по меню',
    signups: 'Отслеженные регистрации',
    logins: 'Опознанные входы',
    total: 'Итого',
    empty: 'За этот период ничего не записано.',
    invalid: 'Выберите период до года (начало не позже конца).',
    forbidden: 'Отчёт по атрибуции доступен маркетологам и администраторам.',
    chart: 'Визиты и регистрации по дням',
    unknown: '(неизвестно)',
  },
}

/** A rate as a percentage; a dash without visits (nothing to divide by). */
const percent = (rate: number | null) => (rate === null ? '—' : `${(rate * 100).toFixed(1)}%`)
const cell = { padding: '4px 10px', borderBottom: '1px solid var(--theme-elevation-100)', textAlign: 'left' as const }
const number = { ...cell, textAlign: 'right' as const }

/** Bars of visits (light) and registrations (dark) per day: plain SVG, no chart library in the admin. */
function DayChart({ report, label }: { report: Report; label: string }) {
  const width = 720
  const height = 160
  const max = Math.max(1, ...report.byDay.map((day) => day.visits))
  const slot = width / Math.max(1, report.byDay.length)
  return (
    <svg role="img" aria-label={label} viewBox={`0 0 ${width} ${height + 20}`} style={{ width: '100%', maxWidth: width, margin: '16px 0' }} data-testid="attribution-chart">
      {report.byDay.map((day, index) => {
        const visits = (day.visits / max) * height
        const registrations = (day.registrations / max) * height
        return (
          <g key={day.day}>
            <title>{`${day.day}: ${day.visits} / ${day.registrations}`}</title>
            <rect x={index * slot + 1} y={height - visits} width={Math.max(1, slot - 2)} height={visits} fill={colorChartSecondary} />
            <rect x={index * slot + 1} y={height - registrations} width={Math.max(1, slot - 2)} height={registrations} fill={colorPrimary} />
          </g>
        )
      })}
      <text x="0" y={height + 16} fontSize="11" fill="currentColor">
        {report.byDay[0]?.day}
      </text>
      <text x={width} y={height + 16} fontSize="11" fill="currentColor" textAnchor="end">
        {report.byDay.at(-1)?.day}
      </text>
    </svg>
  )
}

/** `/admin/attribution`: the campaign report of issue 17 (filters in the query, CSV with the same filters). */
export async function AttributionReport({ initPageResult, params, searchParams }: AdminViewServerProps) {
  const { req, permissions, visibleEntities, locale } = initPageResult
  const text = TEXT[toLocale(req.i18n?.language)]
  const range = defaultRange()
  const parsed = parseReportQuery(searchParams ?? {})
  const allowed = hasRole(req.user, 'admin', 'marketer')
  const report = allowed && parsed.success ? await attributionReport(req.payload.db.drizzle, parsed.data) : null
  const query = parsed.success ? parsed.data : { from: range.from, to: range.to, model: 'last' as const }
  const csvParams = new URLSearchParams(Object.entries(query).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== ''))

  return (
    <DefaultTemplate
      i18n={req.i18n}
      locale={locale}
      params={params}
      payload={req.payload}
      permissions={permissions}
      searchParams={searchParams}
      user={req.user || undefined}
      visibleEntities={visibleEntities}
    >
      <Gutter>
        <h1 style={{ margin: '24px 0 8px' }}>{text.title}</h1>
        {!allowed ? (
          <p>{text.forbidden}</p>
        ) : (
          <>
            <p style={{ maxWidth: 760 }}>{text.intro}</p>
            <form method="get" style={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'end', margin: '16px 0' }} data-testid="attribution-filters">
              {(['from', 'to'] as const).map((key) => (
                <label key={key} style={{ display: 'grid', gap: 4 }}>
                  {text[key]}
                  <input type="date" name={key} defaultValue={query[key]} required />
                </label>
              ))}
              <label style={{ display: 'grid', gap: 4 }}>
                {text.model}
                <select name="model" defaultValue={query.model}>
                  <option value="last">{text.last}</option>
                  <option value="first">{text.first}</option>
                </select>
              </label>
              {(['campaign', 'source', 'landing'] as const).map((key) => (
                <label key={key} style={{ display: 'grid', gap: 4 }}>
                  {text[key]}
                  <input type="text" name={key} defaultValue={'campaign' in query ? (query[key] ?? '') : ''} maxLength={200} />
                </label>
              ))}
              <button type="submit" className="btn btn--style-primary btn--size-small" style={{ margin: 0 }}>
                {text.show}
              </button>
              <a href={`/api/admin/attribution.csv?${csvParams.toString()}`} download data-testid="attribution-csv">
                {text.csv}
              </a>
            </form>
            {!parsed.success || !report ? (
              <p role="alert">{text.invalid}</p>
            ) : (
              <>
                <p data-testid="attribution-totals">
                  {text.visits}: <strong>{report.totals.visits}</strong> · {text.registrations}: <strong>{report.totals.registrations}</strong> · {text.rate}:{' '}
                  <strong>{percent(report.totals.conversionRate)}</strong> · {text.pageViews}: {report.totals.pageViews} · {text.navClicks}: {report.totals.navClicks} · {text.signups}:{' '}
                  {report.totals.signups} · {text.logins}: {report.totals.logins}
                </p>
                <DayChart report={report} label={text.chart} />
                <p style={{ display: 'flex', gap: 16, margin: '0 0 16px', fontSize: 13 }}>
                  <span>
                    <span aria-hidden="true" style={{ display: 'inline-block', width: 10, height: 10, marginRight: 6, background: colorChartSecondary }} />
                    {text.visits}
                  </span>
                  <span>
                    <span aria-hidden="true" style={{ display: 'inline-block', width: 10, height: 10, marginRight: 6, background: colorPrimary }} />
                    {text.registrations}
                  </span>
                </p>
                {report.rows.length === 0 ? (
                  <p>{text.empty}</p>
                ) : (
                  <div style={{ overflowX: 'auto' }}>
                    <table style={{ borderCollapse: 'collapse', minWidth: 720 }} data-testid="attribution-table">
                      <thead>
                        <tr>
                          {[text.day, text.campaign, text.source, text.landing].map((label) => (
                            <th key={label} style={cell}>
                              {label}
                            </th>
                          ))}
                          {[text.visits, text.registrations, text.rate, text.pageViews, text.navClicks, text.signups, text.logins].map((label) => (
                            <th key={label} style={number}>
                              {label}
                            </th>
                          ))}
                        </tr>
                      </thead>
                      <tbody>
                        {report.rows.map((row) => (
                          <tr key={`${row.day} ${row.campaign} ${row.source} ${row.landing}`}>
                            <td style={cell}>{row.day}</td>
                            <td style={cell}>{row.campaign}</td>
                            <td style={cell}>{row.source}</td>
                            <td style={cell}>{row.landing || text.unknown}</td>
                            <td style={number}>{row.visits}</td>
                            <td style={number}>{row.registrations}</td>
                            <td style={number}>{percent(row.conversionRate)}</td>
                            <td style={number}>{row.pageViews}</td>
                            <td style={number}>{row.navClicks}</td>
                            <td style={number}>{row.signups}</td>
                            <td style={number}>{row.logins}</td>
                          </tr>
                        ))}
                      </tbody>
                    </table>
                  </div>
                )}
              </>
            )}
          </>
        )}
      </Gutter>
    </DefaultTemplate>
  )
}
