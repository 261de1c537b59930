import type { CollectionBeforeOperationHook, CollectionConfig, FieldHook, Where } from 'payload'

import { hasRole, isAdmin, isAdminField, isStaff } from '../../access/roles'
import { maskPhone, normalizePhone } from '../../../src/lib/auth/validation'
import { RISK_CODES, riskScene } from '../../../src/lib/auth/risk'
import { PLANS } from '../../../src/lib/membership-plans'

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
  hooks: { beforeOperation: [adminSearchesFullPhone] },
  fields: [
    {
      name: 'phone',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      access: adminsOnly,
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
        { label: 'Active', value: 'active' },
        { label: 'Restricted (403 RESTRICT_LOGIN)', value: 'restricted' },
      ],
    },
    {
      name: 'verifyOnPc',
      type: 'checkbox',
      defaultValue: false,
      admin: { description: 'Login answers 10099: the seller must verify on a PC first.' },
    },
    {
      name: 'riskCode',
      type: 'select',
      options: RISK_CODES.map((code) => ({ label: `${code} (${riskScene(code)})`, value: String(code) })),
      admin: {
        description:
          'Risk level (spec section 8). Set: every login must be verified (SMS code to the bound phone, or the bound WeChat) before a session starts; 90004/90008 (freeze high) refuse login. Clear it to lift. An anomalous login (70001) clears itself after one successful verification.',
      },
    },
    {
      name: 'wechat',
      type: 'group',
      admin: { description: 'The WeChat account bound for QR login (set by the seller; admins may unbind by clearing the union id).' },
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
          options: PLANS.map((plan) => ({ label: `${plan.code} ${plan.tier}${plan.period ? ` (${plan.period})` : ''}`, value: String(plan.code) })),
          admin: { description: 'The membership plan (spec section 3 codes); the account page names it.' },
        },
        { name: 'maturityTime', type: 'date' },
        { name: 'bonusEndTime', type: 'date' },
        { name: 'trialGivenAt', type: 'date', admin: { readOnly: true } },
        { name: 'trialWindowShownAt', type: 'date', admin: { readOnly: true } },
        { name: 'boundCategories', type: 'json', admin: { description: 'typeIds of the bound main categories.' } },
      ],
    },
    {
      name: 'promoteChannelType',
      type: 'number',
      admin: { description: 'Private-domain channel type; empty: not bound (30005).' },
    },
    {
      name: 'distributionChannel',
      type: 'relationship',
      relationTo: 'distribution-channels',
      admin: { description: 'The distribution channel the seller registered through (its url code).' },
    },
    {
      name: 'attribution',
      type: 'group',
      admin: { description: 'Where the registration came from (invite, campaign, search).' },
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
        { name: 'registeredVia', type: 'select', options: ['register', 'sms-login', 'wechat'] },
        // The visitor's first and last campaign touch before registering (no personal data).
        { name: 'firstTouch', type: 'json', admin: { readOnly: true } },
        { name: 'lastTouch', type: 'json', admin: { readOnly: true } },
      ],
    },
  ],
}
