import type { ServerComponentProps } from 'payload'

import { moscowDay } from '@/lib/calculator/dates'
import { type Locale, toLocale } from '@/lib/i18n/locales'

import { TariffImportForm, type TariffImportText } from './TariffImportForm'

/** Exported for tests/unit/calculator-import.test.ts (every text in three languages). */
export const TARIFF_IMPORT_TEXT: Record<Locale, TariffImportText> = {
  en: {
    title: "Import Ozon's tables",
    help: 'Excel (XLSX, the first sheet) or CSV files (UTF-8, ";" or "," separated) in the shape Ozon publishes; the columns are in docs/operations.md. The import makes a draft: what you do not import is copied from the newest published version.',
    commissions: 'Commissions (XLSX or CSV)',
    carriers: 'Partner carriers (XLSX or CSV)',
    effectiveFrom: 'Effective from',
    name: 'Title',
    submit: 'Import as a draft',
    sending: 'Importing…',
    done: 'Draft created:',
    open: 'open it',
    problems: 'Nothing was imported. Fix these and try again:',
    failed: 'The import failed (status {{status}}). Try again, or ask an admin to look at the server log.',
  },
  zh: {
    title: '导入 Ozon 资费表',
    help: '按 Ozon 发布格式的 Excel（XLSX，读取第一个工作表）或 CSV 文件（UTF-8，以“;”或“,”分隔）；各列说明见 docs/operations.md。导入会生成草稿：未导入的部分从最新已发布版本复制。',
    commissions: '佣金表（XLSX 或 CSV）',
    carriers: '合作物流商费率表（XLSX 或 CSV）',
    effectiveFrom: '生效日期',
    name: '标题',
    submit: '导入为草稿',
    sending: '正在导入…',
    done: '已创建草稿：',
    open: '打开',
    problems: '未导入任何内容。请修正以下问题后重试：',
    failed: '导入失败（状态 {{status}}）。请重试，或请管理员查看服务器日志。',
  },
  ru: {
    title: 'Импорт таблиц Ozon',
    help: 'Файлы Excel (XLSX, первый лист) или CSV (UTF-8, разделитель «;» или «,») в том виде, как их публикует Ozon; столбцы описаны в docs/operations.md. Импорт создаёт черновик: то, что не импортируется, копируется из последней опубликованной версии.',
    commissions: 'Комиссии (XLSX или CSV)',
    carriers: 'Партнёрские перевозчики (XLSX или CSV)',
    effectiveFrom: 'Действует с',
    name: 'Заголовок',
    submit: 'Импортировать как черновик',
    sending: 'Импортируем…',
    done: 'Черновик создан:',
    open: 'открыть',
    problems: 'Ничего не импортировано. Исправьте и попробуйте снова:',
    failed: 'Импорт не удался (статус {{status}}). Попробуйте ещё раз или попросите администратора посмотреть журнал сервера.',
  },
}

/** Above the tariff versions list: Ozon's tables into a new draft version (cms/collections/tariff-versions/import-endpoint.ts). */
export function TariffImport({ i18n }: Pick<ServerComponentProps, 'i18n'>) {
  const language = toLocale(i18n?.language)
  // Ozon's changes usually take effect on the first of a month: the next one is the likely date.
  const [year, month] = moscowDay().split('-').map(Number) as [number, number]
  const nextMonth = new Date(Date.UTC(year, month, 1)).toISOString().slice(0, 10)
  return <TariffImportForm text={TARIFF_IMPORT_TEXT[language]} language={language} defaultDate={nextMonth} />
}
