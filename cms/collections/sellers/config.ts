import type { CollectionBeforeOperationHook, CollectionConfig, FieldHook, Where } from 'payload'

import { hasRole, isAdmin, isAdminField, isStaff } from '@cms/access/roles'
import { maskPhone, normalizePhone } from '@/lib/auth/validation'
import { phoneValidator } from '@cms/fields/validation'
import { RISK_CODES, riskScene, type RiskScene } from '@/lib/auth/risk'
import { LOCALES } from '@/lib/i18n/locales'
import { PLANS, type Plan } from '@/lib/membership-plans'
import accountEn from '@locales/en/account.json'
import accountRu from '@locales/ru/account.json'
import accountZh from '@locales/zh/account.json'
import { l, type Text } from '@cms/i18n/text'

import { keepLotteryPlayers } from './keepLotteryPlayers'
import { removeSellerRecords } from './removeSellerRecords'

/** The risk scenes of spec section 8, as the staff read them (the scene's code after it). */
const SCENE_LABELS: Record<RiskScene, Text> = {
  reset_low_level: l('reset, low', '重置·低风险', 'сброс, низкий'),
  reset_high_level: l('reset, high', '重置·高风险', 'сброс, высокий'),
  freeze_low_level: l('freeze, low', '冻结·低风险', 'заморозка, низкий'),
  freeze_medium_level: l('freeze, medium', '冻结·中风险', 'заморозка, средний'),
  freeze_high_level: l('freeze, high: login refused', '冻结·高风险：禁止登录', 'заморозка, высокий: вход запрещён'),
  anomalous_low_level: l('anomalous login, low', '异常登录·低风险', 'подозрительный вход, низкий'),
  remove_low_level: l('removal, low', '移除·低风险', 'удаление, низкий'),
  remove_high_level: l('removal, high', '移除·高风险', 'удаление, высокий'),
}

const riskLabel = (code: (typeof RISK_CODES)[number]): Text => {
  const scene = riskScene(code)
  return l(`${code} ${SCENE_LABELS[scene].en} (${scene})`, `${code} ${SCENE_LABELS[scene].zh}（${scene}）`, `${code} ${SCENE_LABELS[scene].ru} (${scene})`)
}

/** A plan as the account page names it (locales/<lang>/account.json), after its code. */
const PLAN_NAMES = { en: accountEn.plans, zh: accountZh.plans, ru: accountRu.plans }
const planLabel = (plan: Plan): Text =>
  Object.fromEntries(
    LOCALES.map((language) => {
      const names = PLAN_NAMES[language]
      const period = plan.period ? `${language === 'zh' ? '' : ' '}${names.periods[plan.period]}` : ''
      return [language, `${plan.code} ${names.tiers[plan.tier]}${period}`]
    }),
  ) as Text

/**
 * Staff other than admins never read a seller's full phone number: `phone` is readable by admins
 * only, and Payload refuses a field a role may not read in `where`, `sort` and search (REST,
 * GraphQL, the admin's filters), so it cannot be rebuilt digit by digit. Everyone else works with
 * `phoneMasked`, kept beside it, which reveals nothing more than what it shows.
 */
const adminsOnly = { read: isAdminField, update: () => false }

const keepMasked: FieldHook = ({ data, originalDoc, value }) => {
  const phone = (data as { phone?: unknown } | undefined)?.phone ?? (originalDoc as { phone?: unknown } | undefined)?.phone
  return typeof phone === 'string' ? maskPhone(phone) : value
}

/**
 * The list's search box searches `phoneMasked` for every role; an admin who pastes a whole number
 * (which no masked value contains) finds the seller by `phone` too. Other roles' searches stay as
 * they are.
 */
const adminSearchesFullPhone: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  if (operation !== 'read' || !hasRole(req.user, 'admin') || !('where' in args) || !args.where) return args
  return { ...args, where: withFullPhone(args.where) }
}

function withFullPhone(where: Where): Where {
  const rewritten: Where = {}
  for (const [key, value] of Object.entries(where)) {
    if ((key === 'or' || key === 'and') && Array.isArray(value)) {
      rewritten[key] = value.map(withFullPhone)
      continue
    }
    const phone = key === 'phoneMasked' && value && typeof value === 'object' && 'like' in value ? normalizePhone(String(value.like)) : null
    if (phone) rewritten.or = [...(rewritten.or ?? []), { phoneMasked: value }, { phone: { equals: phone } }]
    else rewritten[key] = value
  }
  return rewritten
}

const text = (name: string) => ({ name, type: 'text' as const, maxLength: 200 })

/**
 * Seller accounts of the portal (phone + SMS code or password). Written by the user service
 * (src/server/user); admins can restrict an account or require verification on PC; marketers
 * see which campaign brought whom.
 */
export const Sellers: CollectionConfig = {
  slug: 'sellers',
  admin: {
    useAsTitle: 'phoneMasked',
    group: 'Sellers',
    defaultColumns: ['phoneMasked', 'status', 'createdAt', 'lastLoginAt'],
    // Search by the visible digits (first three, last four) for every role.
    listSearchableFields: ['phoneMasked'],
  },
  access: { read: isStaff, create: isAdmin, update: isAdmin, delete: isAdmin },
  hooks: { beforeOperation: [adminSearchesFullPhone], beforeDelete: [keepLotteryPlayers, removeSellerRecords] },
  fields: [
    {
      name: 'phone',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      access: adminsOnly,
      // Stored in E.164, as the user service writes it: an admin typing 13800138000 creates the
      // account its seller logs in to (+8613800138000), and a number no SMS reaches is refused.
      hooks: { beforeValidate: [({ value }) => (typeof value === 'string' ? (normalizePhone(value) ?? value) : value)] },
      validate: phoneValidator(normalizePhone),
    },
    {
      name: 'phoneMasked',
      type: 'text',
      index: true,
      maxLength: 20,
      access: { update: () => false },
      hooks: { beforeChange: [keepMasked] },
      admin: { readOnly: true },
    },
    { name: 'nickName', type: 'text', maxLength: 60 },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'active',
      options: [
        { label: l('Active', '正常', 'Активен'), value: 'active' },
        { label: l('Restricted: login refused (403 RESTRICT_LOGIN)', '受限：禁止登录（403 RESTRICT_LOGIN）', 'Ограничен: вход запрещён (403 RESTRICT_LOGIN)'), value: 'restricted' },
      ],
    },
    {
      name: 'verifyOnPc',
      type: 'checkbox',
      defaultValue: false,
      admin: {
        description: l(
          'Login answers 10099: the seller must verify on a PC first.',
          '登录返回 10099：卖家须先在电脑端完成验证。',
          'Вход отвечает 10099: продавец должен сначала пройти проверку на компьютере.',
        ),
      },
    },
    {
      name: 'riskCode',
      type: 'select',
      options: RISK_CODES.map((code) => ({ label: riskLabel(code), value: String(code) })),
      admin: {
        description: l(
          'Risk level (spec section 8). Set: every login must be verified (SMS code to the bound phone, or the bound WeChat) before a session starts; 90004/90008 (freeze high) refuse login. Clear it to lift. An anomalous login (70001) clears itself after one successful verification.',
          '风控等级（规范第 8 节）。设置后，每次登录都须先验证（发送到绑定手机的短信验证码，或已绑定的微信）才能建立会话；90004/90008（高风险冻结）直接拒绝登录。清空即解除。异常登录（70001）在一次验证成功后自动解除。',
          'Уровень риска (раздел 8 спецификации). Если задан, каждый вход нужно подтвердить (SMS-код на привязанный телефон или привязанный WeChat) до начала сессии; 90004/90008 (высокая заморозка) запрещают вход. Очистите поле, чтобы снять. Подозрительный вход (70001) снимается сам после одной успешной проверки.',
        ),
      },
    },
    {
      name: 'wechat',
      type: 'group',
      admin: {
        description: l(
          'The WeChat account bound for QR login (set by the seller; admins may unbind by clearing the union id).',
          '用于扫码登录的已绑定微信（由卖家设置；管理员清空 unionid 即可解绑）。',
          'WeChat, привязанный для входа по QR-коду (привязывает продавец; администратор может отвязать, очистив unionid).',
        ),
      },
      fields: [
        // unionid: the same person across the company's WeChat apps; the login key.
        { name: 'unionId', type: 'text', unique: true, index: true, maxLength: 128, access: { read: isAdminField } },
        { name: 'openId', type: 'text', maxLength: 128, access: { read: isAdminField }, admin: { readOnly: true } },
        { name: 'nickname', type: 'text', maxLength: 100, admin: { readOnly: true } },
        { name: 'avatar', type: 'text', maxLength: 500, admin: { readOnly: true } },
        { name: 'boundAt', type: 'date', admin: { readOnly: true } },
      ],
    },
    // scrypt hash; never readable through the CMS or its API.
    { name: 'passwordHash', type: 'text', hidden: true },
    { name: 'passwordSetAt', type: 'date', admin: { readOnly: true } },
    { name: 'lastLoginAt', type: 'date', admin: { readOnly: true } },
    {
      name: 'membership',
      type: 'group',
      fields: [
        {
          name: 'planCode',
          type: 'select',
          options: PLANS.map((plan) => ({ label: planLabel(plan), value: String(plan.code) })),
          admin: {
            description: l(
              'The membership plan (spec section 3 codes); the account page names it.',
              '会员套餐（规范第 3 节的编码）；账户页面会显示其名称。',
              'Тариф подписки (коды из раздела 3 спецификации); его название показывает страница аккаунта.',
            ),
          },
        },
        { name: 'maturityTime', type: 'date' },
        { name: 'bonusEndTime', type: 'date' },
        { name: 'trialGivenAt', type: 'date', admin: { readOnly: true } },
        { name: 'trialWindowShownAt', type: 'date', admin: { readOnly: true } },
        { name: 'boundCategories', type: 'json', admin: { description: l('typeIds of the bound main categories.', '已绑定主营类目的 typeId。', 'typeId привязанных основных категорий.') } },
      ],
    },
    {
      name: 'promoteChannelType',
      type: 'number',
      admin: { description: l('Private-domain channel type; empty: not bound (30005).', '私域渠道类型；为空表示未绑定（30005）。', 'Тип частного канала; пусто: не привязан (30005).') },
    },
    {
      name: 'distributionChannel',
      type: 'relationship',
      relationTo: 'distribution-channels',
      admin: {
        description: l(
          'The distribution channel the seller registered through (its url code).',
          '卖家注册时经由的分销渠道（按其 urlCode）。',
          'Канал продаж, через который продавец зарегистрировался (по его urlCode).',
        ),
      },
    },
    {
      name: 'attribution',
      type: 'group',
      admin: { description: l('Where the registration came from (invite, campaign, search).', '注册来源（邀请、推广活动、搜索）。', 'Откуда пришла регистрация (приглашение, кампания, поиск).') },
      fields: [
        text('invite'),
        text('inviteChannel'),
        text('utmSource'),
        text('utmMedium'),
        text('utmCampaign'),
        text('utmContent'),
        text('utmTerm'),
        text('searchWord'),
        text('keyWord'),
        { name: 'expandInfo', type: 'json' },
        text('appName'),
        text('firstId'),
        {
          name: 'registeredVia',
          type: 'select',
          options: [
            { value: 'register', label: l('Registration form', '注册表单', 'Форма регистрации') },
            { value: 'sms-login', label: l('SMS code login', '短信验证码登录', 'Вход по SMS-коду') },
            { value: 'wechat', label: l('WeChat', '微信', 'WeChat') },
          ],
        },
        // The visitor's first and last campaign touch before registering (no personal data).
        { name: 'firstTouch', type: 'json', admin: { readOnly: true } },
        { name: 'lastTouch', type: 'json', admin: { readOnly: true } },
      ],
    },
  ],
}
