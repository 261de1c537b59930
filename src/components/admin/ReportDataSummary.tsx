import type { ServerComponentProps } from 'payload'

import Link from '@/components/layout/Link'
import { type Locale as Language, toLocale } from '@/lib/i18n/locales'
import { latestImports, snapshotSources, topUpCounts } from '@/server/report/repository'

import { TopUpExportLinks } from './TopUpExportLinks'
const TEXT: Record<Language, Record<string, string>> = {
  en: {
    title: 'Rankings data',
    source: 'Source',
    snapshots: 'Snapshots',
    latest: 'Latest date',
    demo: 'Demo data (seeded, not real: replaced by what you import)',
    import: 'Imported (npm run report:import)',
    upstream: 'From the upstream report service',
    none: 'No rankings stored yet.',
    imports: 'Last imports',
    file: 'File',
    rows: 'Rows',
    when: 'When',
    noImports: 'Nothing imported yet: the site shows the demo data.',
    topUps: 'Top-up applications',
    pending: '{{n}} pending of {{total}}',
    open: 'Open the list',
  },
  zh: {
    title: '榜单数据',
    source: '来源',
    snapshots: '快照数',
    latest: '最新日期',
    demo: '演示数据（种子数据，非真实：导入后即被替换）',
    import: '导入（npm run report:import）',
    upstream: '来自上游报表服务',
    none: '尚无榜单数据。',
    imports: '最近导入',
    file: '文件',
    rows: '行数',
    when: '时间',
    noImports: '尚未导入：网站显示的是演示数据。',
    topUps: '补录申请',
    pending: '待处理 {{n}} / 共 {{total}}',
    open: '打开列表',
  },
  ru: {
    title: 'Данные рейтингов',
    source: 'Источник',
    snapshots: 'Снимков',
    latest: 'Последняя дата',
    demo: 'Демо-данные (засеяны, не настоящие: заменяются импортом)',
    import: 'Импорт (npm run report:import)',
    upstream: 'Из внешнего сервиса отчётов',
    none: 'Рейтингов пока нет.',
    imports: 'Последние импорты',
    file: 'Файл',
    rows: 'Строк',
    when: 'Когда',
    noImports: 'Импортов ещё не было: сайт показывает демо-данные.',
    topUps: 'Заявки на добавление',
    pending: 'ожидают {{n}} из {{total}}',
    open: 'Открыть список',
  },
}

const cell = { padding: '4px 12px 4px 0', textAlign: 'left' } as const

/**
 * On the admin dashboard: where the rankings the site shows come from (demo data is labelled
 * as such), the operators' import history, and the sellers' top-up applications with exports.
 */
export async function ReportDataSummary({ payload, i18n }: ServerComponentProps) {
  const language: Language = toLocale(i18n?.language)
  const text = TEXT[language]
  const db = payload.db.drizzle
  const [sources, imports, counts] = await Promise.all([snapshotSources(db), latestImports(db, 10), topUpCounts(db)])
  return (
    <section className="card" style={{ display: 'block', padding: '20px', marginBottom: '24px' }} data-testid="report-data-summary">
      <h2 style={{ marginTop: 0 }}>{text.title}</h2>
      {sources.length ? (
        <table style={{ borderCollapse: 'collapse', marginBottom: '16px' }}>
          <thead>
            <tr>
              <th style={cell}>{text.source}</th>
              <th style={cell}>{text.snapshots}</th>
              <th style={cell}>{text.latest}</th>
            </tr>
          </thead>
          <tbody>
            {sources.map((row) => (
              <tr key={row.source} data-source={row.source}>
                <td style={cell}>{text[row.source] ?? row.source}</td>
                <td style={cell}>{row.snapshots}</td>
                <td style={cell}>{row.latest}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p>{text.none}</p>
      )}
      <h3>{text.imports}</h3>
      {imports.length ? (
        <table style={{ borderCollapse: 'collapse', marginBottom: '16px' }}>
          <thead>
            <tr>
              <th style={cell}>{text.file}</th>
              <th style={cell}>{text.rows}</th>
              <th style={cell}>{text.when}</th>
            </tr>
          </thead>
          <tbody>
            {imports.map((row) => (
              <tr key={row.id}>
                <td style={cell}>{row.fileName}</td>
                <td style={cell}>{row.rowCount}</td>
                <td style={cell}>{row.importedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p>{text.noImports}</p>
      )}
      <h3>{text.topUps}</h3>
      <p>
        {text.pending.replace('{{n}}', String(counts.pending)).replace('{{total}}', String(counts.total))} · <Link href="/admin/collections/top-up-applications">{text.open}</Link>
      </p>
      <TopUpExportLinks i18n={i18n} />
    </section>
  )
}
