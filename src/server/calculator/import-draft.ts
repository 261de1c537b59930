/**
 * Ozon's tables (./import.ts) become a DRAFT tariff version: what the tables hold (commissions
 * with their bands and categories, and/or partner carriers) replaces those fields of the newest
 * published version, and the rest (acquiring, Ozon's scheme fees, the table not given) is copied
 * from it. An editor reviews the draft, writes the sellers' note and publishes it. Used by the
 * admin (POST /cms-api/tariff-versions/import) and `npm run tariffs:import`.
 */
import { type PayloadRequest, ValidationError } from 'payload'

import { isDay } from '@/lib/calculator/dates'
import { LOCALES, type Locale } from '@/lib/i18n/locales'
import { isStorableText } from '@/lib/text/storable'
import { inTransaction } from '@/server/db/transaction'
import type { TariffVersion } from '@payload-types'
import { DATE_TAKEN, versionTakesEffectOn } from '@cms/collections/tariff-versions/validation'
import { l, type Text } from '@cms/i18n/text'

import { type ImportedCategory, type KnownCategory, parseCarriers, parseCommissions, type Problem, type TableFile, withSheet } from './import'

export type DraftRequest = { title: string; effectiveFrom: string; commissions?: TableFile | null; carriers?: TableFile | null }
export type DraftOutcome = { ok: true; id: number; notes: Text[] } | { ok: false; problems: Problem[] }

const M = {
  noFile: l('Choose a commissions table, a carriers table, or both.', '请选择佣金表、物流商费率表，或两者都选。', 'Выберите таблицу комиссий, перевозчиков или обе.'),
  title: l('A title of 1 to 120 characters.', '标题应为 1 到 120 个字符。', 'Заголовок от 1 до 120 символов.'),
  date: l('The effective date as YYYY-MM-DD.', '生效日期格式应为 YYYY-MM-DD。', 'Дата начала действия в виде ГГГГ-ММ-ДД.'),
  copied: (title: string, day: string, fields: Text) =>
    l(`Copied from "${title}" (${day}): ${fields.en}.`, `从“${title}”（${day}）复制：${fields.zh}。`, `Скопировано из «${title}» (${day}): ${fields.ru}.`),
  demoBase: l(
    'The version copied from is demo data: check the copied fees before publishing.',
    '被复制的版本是演示数据：发布前请检查复制过来的费用。',
    'Версия, из которой скопированы данные, демонстрационная: проверьте скопированные сборы перед публикацией.',
  ),
  noBase: l(
    "No published version to copy from: acquiring is 1.5 % by default and Ozon's fees are empty; fill them in before publishing.",
    '没有可复制的已发布版本：收单费默认为 1.5%，Ozon 费用为空；发布前请填写。',
    'Нет опубликованной версии для копирования: эквайринг по умолчанию 1,5 %, сборы Ozon пусты; заполните их перед публикацией.',
  ),
  review: l(
    'Saved as a draft: review it, write what changed for sellers, and publish.',
    '已保存为草稿：请检查，填写给卖家的变更说明，然后发布。',
    'Сохранено как черновик: проверьте, напишите продавцам, что изменилось, и опубликуйте.',
  ),
}

/** What may be copied from the newest published version. */
const FIELD_NAMES: Record<'acquiring' | 'fees' | 'commissions' | 'carriers', Text> = {
  acquiring: l('acquiring', '收单费', 'эквайринг'),
  fees: l("Ozon's fees per scheme", 'Ozon 各模式费用', 'сборы Ozon по схемам'),
  commissions: l('commissions, price bands and categories', '佣金、价格区间和类目', 'комиссии, ценовые диапазоны и категории'),
  carriers: l('partner carriers', '合作物流商', 'партнёрские перевозчики'),
}

type Localized<T> = Partial<Record<Locale, T | null>>
/** The newest published version read with every language (`locale: 'all'`): localized fields are objects. */
type BaseVersion = Omit<TariffVersion, 'categories' | 'note'> & { categories?: Array<{ code: string; name: Localized<string> | string | null }> | null }

async function newestPublished(req: PayloadRequest): Promise<BaseVersion | null> {
  const found = await req.payload.find({
    collection: 'tariff-versions',
    where: { _status: { equals: 'published' } },
    sort: '-effectiveFrom',
    locale: 'all',
    depth: 0,
    limit: 1,
    overrideAccess: true,
    req,
  })
  return (found.docs[0] as unknown as BaseVersion | undefined) ?? null
}

function knownCategories(base: BaseVersion | null): KnownCategory[] {
  return (base?.categories ?? []).map((category) => ({ code: category.code, name: typeof category.name === 'object' && category.name ? category.name : { zh: category.name } }))
}

/** A category's name in every language: a missing one is the Russian (or any) one. */
const everyLanguage = (category: KnownCategory): ImportedCategory => {
  const fallback = category.name.ru || category.name.zh || category.name.en || category.code
  return { code: category.code, name: { zh: category.name.zh || fallback, en: category.name.en || fallback, ru: category.name.ru || fallback } }
}

/** Array rows without their ids: the new version gets its own rows. */
const withoutIds = <T extends { id?: string | null }>(rows: T[] | null | undefined) => (rows ?? []).map(({ id: _id, ...row }) => row)

export async function importTariffDraft(req: PayloadRequest, input: DraftRequest, { overrideAccess }: { overrideAccess: boolean }): Promise<DraftOutcome> {
  const problems: Problem[] = []
  const title = input.title.trim()
  if (!title || title.length > 120 || !isStorableText(title)) problems.push({ message: M.title })
  const day = input.effectiveFrom.trim()
  if (!isDay(day)) problems.push({ message: M.date })
  else if (await versionTakesEffectOn(req, day)) problems.push({ message: DATE_TAKEN })
  if (!input.commissions && !input.carriers) problems.push({ message: M.noFile })

  const base = await newestPublished(req)
  const commissions = input.commissions ? parseCommissions(await withSheet(input.commissions), knownCategories(base)) : null
  const carriers = input.carriers ? parseCarriers(await withSheet(input.carriers)) : null
  if (commissions && !commissions.ok) problems.push(...commissions.problems)
  if (carriers && !carriers.ok) problems.push(...carriers.problems)
  if (problems.length || commissions?.ok === false || carriers?.ok === false) return { ok: false, problems }

  const categories = commissions?.ok ? commissions.data.categories : knownCategories(base).map(everyLanguage)
  const data = {
    title,
    // Noon UTC: the same calendar day in Moscow and Beijing (as the seed does).
    effectiveFrom: `${day}T12:00:00.000Z`,
    isDemo: false,
    _status: 'draft' as const,
    // Without a version to copy from: the field's default.
    acquiringPercent: base?.acquiringPercent ?? 1.5,
    schemeFees: withoutIds(base?.schemeFees),
    priceBands: commissions?.ok ? commissions.data.priceBands : withoutIds(base?.priceBands),
    commissions: commissions?.ok ? commissions.data.commissions : withoutIds(base?.commissions),
    carriers: carriers?.ok ? carriers.data : withoutIds(base?.carriers),
  }

  try {
    const id = await inTransaction(req.payload, async (tx) => {
      // The transaction's request, as the caller: its user's access and its admin language.
      Object.assign(tx.req, { user: req.user, i18n: req.i18n, t: req.t })
      const common = { collection: 'tariff-versions' as const, overrideAccess, req: tx.req, context: { disableRevalidate: true } }
      const doc = await req.payload.create({ ...common, locale: 'zh', data: { ...data, categories: categories.map((category) => ({ code: category.code, name: category.name.zh })) } })
      // Localized names inside an array: each language is written to the rows the first write made.
      for (const locale of LOCALES.filter((code) => code !== 'zh')) {
        await req.payload.update({
          ...common,
          id: doc.id,
          locale,
          data: { _status: 'draft', categories: (doc.categories ?? []).map((row, index) => ({ id: row.id, code: row.code, name: categories[index]!.name[locale] })) },
        })
      }
      return doc.id
    })
    const notes: Text[] = [...(commissions?.ok ? commissions.notes : []), ...(carriers?.ok ? carriers.notes : [])]
    if (base) {
      const copied = (['acquiring', 'fees', ...(commissions ? [] : ['commissions']), ...(carriers ? [] : ['carriers'])] as Array<keyof typeof FIELD_NAMES>).map((field) => FIELD_NAMES[field])
      const list = (locale: Locale) => copied.map((name) => name[locale]).join(locale === 'zh' ? '、' : ', ')
      notes.push(M.copied(base.title, base.effectiveFrom.slice(0, 10), l(list('en'), list('zh'), list('ru'))))
      if (base.isDemo) notes.push(M.demoBase)
    } else notes.push(M.noBase)
    notes.push(M.review)
    return { ok: true, id, notes }
  } catch (error) {
    // What Payload's own checks refused (messages already in the request's language).
    if (error instanceof ValidationError) {
      const errors = (error.data as { errors?: Array<{ path?: string; message: string }> }).errors ?? []
      return { ok: false, problems: errors.map((entry) => ({ column: entry.path, message: { zh: entry.message, en: entry.message, ru: entry.message } })) }
    }
    throw error
  }
}
