import type { CollectionConfig, Field, Validate } from 'payload'

import { CURRENCIES, SCHEMES, SERVICE_LEVELS } from '@/lib/calculator/types'
import { isStaff, publishedOrStaff } from '@cms/access/roles'
import { demoField } from '@cms/fields/demo'
import { codeValidator } from '@cms/fields/validation'
import { inLanguage, l } from '@cms/i18n/text'
import { revalidateTariffsAfterChange, revalidateTariffsAfterDelete } from './hooks'
import { importTariffsEndpoint } from './import-endpoint'
import { DATE_TAKEN, validatePercents, versionTakesEffectOn } from './validation'

export const SCHEME_OPTIONS = [
  { value: 'fbo', label: l('FBO (from an Ozon warehouse)', 'FBO（Ozon 仓发货）', 'FBO (со склада Ozon)') },
  { value: 'fbs', label: l("FBS (from the seller's warehouse)", 'FBS（卖家仓发货）', 'FBS (со склада продавца)') },
  { value: 'rfbs', label: l('rFBS (the seller delivers)', 'rFBS（卖家自配送）', 'rFBS (доставка продавцом)') },
] satisfies Array<{ value: (typeof SCHEMES)[number]; label: ReturnType<typeof l> }>

const LEVEL_LABELS = {
  extraSmall: l('Extra Small', '超小件 Extra Small', 'Сверхмалый (Extra Small)'),
  budget: l('Budget', '经济 Budget', 'Эконом (Budget)'),
  small: l('Small', '小件 Small', 'Малый (Small)'),
  big: l('Big', '大件 Big', 'Крупный (Big)'),
  premiumSmall: l('Premium Small', '高端小件 Premium Small', 'Премиум малый (Premium Small)'),
  premiumBig: l('Premium Big', '高端大件 Premium Big', 'Премиум крупный (Premium Big)'),
  express: l('Express', '快速 Express', 'Экспресс (Express)'),
} as const

const money = (name: string, text: ReturnType<typeof l>, extra: Partial<Field> = {}): Field =>
  ({ name, type: 'number', min: 0, max: 100_000_000, label: text, ...extra }) as Field

const grams = (name: string, text: ReturnType<typeof l>): Field => ({ name, type: 'number', min: 0, max: 1_000_000, label: text, admin: { step: 1, width: '25%' } }) as Field

/** One effective date per version: which version applies on a day must never be ambiguous. */
const uniqueDate: Validate = async (value, { req, id }) => {
  if (!value) return inLanguage(l('Required.', '必填。', 'Обязательное поле.'), req)
  return (await versionTakesEffectOn(req, String(value).slice(0, 10), id)) ? inLanguage(DATE_TAKEN, req) : true
}

/**
 * Tariffs of the free profit calculator (/calculator), versioned by the date they take effect:
 * Ozon's commissions (category × scheme × price band), its per-order fees, the acquiring rate and
 * the partner carriers' rates and limits. Editors and marketers keep them; a version published
 * with a future date is the "scheduled" one the page lets sellers try. Exchange rates are in
 * `exchange-rates`. The page reads them through src/server/calculator/tariffs.ts. Ozon's tables
 * are imported as a new draft (import-endpoint.ts, the list's TariffImport form).
 */
export const TariffVersions: CollectionConfig<'tariff-versions'> = {
  slug: 'tariff-versions',
  admin: {
    useAsTitle: 'title',
    group: 'Calculator',
    defaultColumns: ['title', 'effectiveFrom', 'isDemo', '_status', 'updatedAt'],
    // Importing Ozon's tables into a new draft (docs/operations.md).
    components: { beforeListTable: ['/components/admin/TariffImport#TariffImport'] },
  },
  access: { read: publishedOrStaff, create: isStaff, update: isStaff, delete: isStaff },
  endpoints: [importTariffsEndpoint],
  defaultSort: '-effectiveFrom',
  versions: { drafts: true, maxPerDoc: 20 },
  hooks: { afterChange: [revalidateTariffsAfterChange], afterDelete: [revalidateTariffsAfterDelete] },
  fields: [
    { name: 'title', type: 'text', required: true, maxLength: 120, label: l('Title', '标题', 'Заголовок') },
    {
      name: 'effectiveFrom',
      type: 'date',
      required: true,
      index: true,
      validate: uniqueDate,
      label: l('Effective from', '生效日期', 'Действует с'),
      admin: { date: { pickerAppearance: 'dayOnly', displayFormat: 'yyyy-MM-dd' }, position: 'sidebar' },
    },
    demoField,
    {
      name: 'note',
      type: 'textarea',
      localized: true,
      maxLength: 600,
      label: l('What changed (shown to sellers)', '变更说明（向卖家展示）', 'Что изменилось (видят продавцы)'),
    },
    {
      name: 'acquiringPercent',
      type: 'number',
      required: true,
      min: 0,
      max: 10,
      defaultValue: 1.5,
      label: l('Acquiring (% of what the buyer pays)', '收单费（买家实付的 %）', 'Эквайринг (% от оплаты покупателя)'),
    },
    {
      name: 'priceBands',
      type: 'array',
      label: l('Commission price bands', '佣金价格区间', 'Ценовые диапазоны комиссии'),
      labels: { singular: l('Band', '区间', 'Диапазон'), plural: l('Bands', '区间', 'Диапазоны') },
      admin: { description: l('Upper bounds in RUB, ascending; a last band above the highest is implied.', '各区间上限（卢布），从低到高；最高上限以上自动为最后一个区间。', 'Верхние границы в рублях по возрастанию; выше последней — ещё один диапазон.') },
      maxRows: 12,
      fields: [money('upToRub', l('Up to (RUB)', '上限（卢布）', 'До (руб.)'), { required: true })],
    },
    {
      name: 'categories',
      type: 'array',
      label: l('Categories', '类目', 'Категории'),
      labels: { singular: l('Category', '类目', 'Категория'), plural: l('Categories', '类目', 'Категории') },
      maxRows: 2000,
      fields: [
        { name: 'code', type: 'text', required: true, validate: codeValidator(60), label: l('Code', '代码', 'Код'), admin: { width: '30%' } },
        { name: 'name', type: 'text', required: true, localized: true, maxLength: 160, label: l('Name', '名称', 'Название'), admin: { width: '70%' } },
      ],
    },
    {
      name: 'commissions',
      type: 'array',
      label: l('Commissions', '佣金', 'Комиссии'),
      labels: { singular: l('Commission', '佣金', 'Комиссия'), plural: l('Commissions', '佣金', 'Комиссии') },
      maxRows: 6000,
      fields: [
        { name: 'category', type: 'text', required: true, validate: codeValidator(60), label: l('Category code', '类目代码', 'Код категории'), admin: { width: '30%' } },
        { name: 'scheme', type: 'select', required: true, options: SCHEME_OPTIONS, label: l('Scheme', '模式', 'Схема'), admin: { width: '20%' } },
        {
          name: 'percents',
          type: 'text',
          required: true,
          validate: validatePercents,
          label: l('% per price band', '各价格区间的 %', '% по ценовым диапазонам'),
          admin: { width: '50%', description: l('One percentage per band, lowest band first: 12; 15; 17', '每个区间一个百分比，从最低区间开始：12; 15; 17', 'По одному проценту на диапазон, начиная с нижнего: 12; 15; 17') },
        },
      ],
    },
    {
      name: 'schemeFees',
      type: 'array',
      label: l("Ozon's fees per scheme", 'Ozon 各模式费用', 'Сборы Ozon по схемам'),
      labels: { singular: l('Scheme fees', '模式费用', 'Сборы схемы'), plural: l('Scheme fees', '模式费用', 'Сборы схем') },
      maxRows: 3,
      fields: [
        { name: 'scheme', type: 'select', required: true, options: SCHEME_OPTIONS, label: l('Scheme', '模式', 'Схема') },
        money('perOrderRub', l('Per order (RUB)', '每单（卢布）', 'За заказ (руб.)'), { required: true, defaultValue: 0 }),
        money('perLiterRub', l('Per litre of volume (RUB)', '每升体积（卢布）', 'За литр объёма (руб.)'), { required: true, defaultValue: 0 }),
        { name: 'lastMilePercent', type: 'number', min: 0, max: 100, required: true, defaultValue: 0, label: l('Last mile (% of what the buyer pays)', '最后一公里（买家实付的 %）', 'Последняя миля (% от оплаты)') },
        money('lastMileMinRub', l('Last mile at least (RUB)', '最后一公里最低（卢布）', 'Последняя миля не менее (руб.)'), { required: true, defaultValue: 0 }),
        money('lastMileMaxRub', l('Last mile at most (RUB, empty: no maximum)', '最后一公里最高（卢布，留空为不设上限）', 'Последняя миля не более (руб., пусто — без предела)')),
      ],
    },
    {
      name: 'carriers',
      type: 'array',
      label: l('Partner carriers', '合作物流商', 'Партнёрские перевозчики'),
      labels: { singular: l('Carrier rate', '物流费率', 'Тариф перевозчика'), plural: l('Carrier rates', '物流费率', 'Тарифы перевозчиков') },
      maxRows: 300,
      fields: [
        { name: 'carrier', type: 'text', required: true, validate: codeValidator(40), label: l('Carrier', '物流商', 'Перевозчик'), admin: { width: '25%' } },
        { name: 'level', type: 'select', required: true, options: SERVICE_LEVELS.map((value) => ({ value, label: LEVEL_LABELS[value] })), label: l('Service level', '服务等级', 'Уровень сервиса'), admin: { width: '25%' } },
        { name: 'schemes', type: 'select', hasMany: true, required: true, options: SCHEME_OPTIONS, defaultValue: ['rfbs'], label: l('Schemes served', '适用模式', 'Схемы'), admin: { width: '25%' } },
        { name: 'currency', type: 'select', required: true, defaultValue: 'RUB', options: [
            { value: 'CNY', label: l('CNY (yuan)', '人民币 CNY', 'CNY (юань)') },
            { value: 'RUB', label: l('RUB (rouble)', '卢布 RUB', 'RUB (рубль)') },
          ] satisfies Array<{ value: (typeof CURRENCIES)[number]; label: ReturnType<typeof l> }>, label: l('Currency', '币种', 'Валюта'), admin: { width: '25%' } },
        money('perParcel', l('Per parcel', '每件', 'За отправление'), { required: true, defaultValue: 0, admin: { width: '25%' } }),
        money('perStep', l('Per weight step', '每个计重单位', 'За шаг веса'), { required: true, defaultValue: 0, admin: { width: '25%' } }),
        { name: 'stepGrams', type: 'number', required: true, min: 1, max: 100_000, defaultValue: 1, label: l('Weight step (g)', '计重单位（克）', 'Шаг веса (г)'), admin: { step: 1, width: '25%' } },
        { name: 'volumetricDivisor', type: 'number', min: 1000, max: 50_000, label: l('Volumetric divisor (cm³/kg, empty: actual weight only)', '抛重系数（cm³/kg，留空仅按实重）', 'Делитель объёмного веса (см³/кг, пусто — только фактический)'), admin: { width: '25%' } },
        grams('minWeightG', l('Min weight (g)', '最小重量（克）', 'Мин. вес (г)')),
        grams('maxWeightG', l('Max weight (g)', '最大重量（克）', 'Макс. вес (г)')),
        { name: 'maxSideCm', type: 'number', min: 1, max: 1000, label: l('Longest side at most (cm)', '最长边上限（厘米）', 'Длинная сторона до (см)'), admin: { width: '25%' } },
        { name: 'maxSumCm', type: 'number', min: 1, max: 3000, label: l('Sum of sides at most (cm)', '三边之和上限（厘米）', 'Сумма сторон до (см)'), admin: { width: '25%' } },
        money('minValueRub', l('Declared value at least (RUB)', '申报价值下限（卢布）', 'Объявленная ценность от (руб.)'), { admin: { width: '25%' } }),
        money('maxValueRub', l('Declared value at most (RUB)', '申报价值上限（卢布）', 'Объявленная ценность до (руб.)'), { admin: { width: '25%' } }),
        { name: 'days', type: 'text', maxLength: 20, label: l('Delivery days', '时效（天）', 'Срок доставки (дн.)'), admin: { width: '25%' } },
      ],
    },
  ],
}
