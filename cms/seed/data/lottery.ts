/** The spec's default lottery (activity 4), seeded running for a year so the pages work at once. */
import type { Locale } from '@/lib/i18n/locales'
import type { PrizeKind } from '@/lib/lottery/prizes'

type Text = Record<Locale, string>

export const DEFAULT_CAMPAIGN = {
  activityId: 4,
  title: { zh: '新人注册抽奖：会员天数、运营手册等你拿', en: 'Newcomer lottery: membership days, an operations handbook and more', ru: 'Розыгрыш для новичков: дни подписки, справочник по продажам и другое' } as Text,
  rules: {
    zh: '1. 活动期间注册即获得 1 次抽奖机会。\n2. 每邀请 1 位好友通过您的邀请链接完成注册，您再获得 1 次抽奖机会（每人最多计 10 位好友；同一网络或设备每天最多计 3 位）。\n3. 会员天数奖品中奖后立即到账；实物奖品请在“中奖记录”中填写收货信息，我们将在 7 个工作日内发货。\n4. 奖品数量有限，先到先得；以不正当手段参与的账号将被取消中奖资格。',
    en: '1. Register during the campaign and get 1 draw.\n2. For each friend who registers through your invite link, you get 1 more draw (up to 10 friends; at most 3 a day from one network or device).\n3. Membership days are added to your account at once; for a physical prize, fill in the delivery details under "My prizes" and we ship within 7 working days.\n4. Prizes are limited, first come first served; accounts taking part by unfair means lose their prizes.',
    ru: '1. Зарегистрируйтесь во время акции и получите 1 попытку.\n2. За каждого друга, зарегистрированного по вашей ссылке, вы получаете ещё 1 попытку (не больше 10 друзей; не больше 3 в день из одной сети или с одного устройства).\n3. Дни подписки зачисляются сразу; для физического приза укажите адрес в разделе «Мои призы», мы отправим его в течение 7 рабочих дней.\n4. Количество призов ограничено; аккаунты, участвующие нечестно, лишаются призов.',
  } as Text,
  chances: { perRegistration: 1, perInvite: 1, daily: 0, maxInvites: 10, invitesPerAddressDaily: 3 },
  noPrizeWeight: 40,
  prizes: [
    { name: { zh: '30 天运营版会员', en: '30-day Operation membership', ru: 'Подписка «Операции» на 30 дней' }, kind: 'membership', membershipDays: 30, stock: 100, weight: 10 },
    { name: { zh: '7 天运营版会员', en: '7-day Operation membership', ru: 'Подписка «Операции» на 7 дней' }, kind: 'membership', membershipDays: 7, stock: 1000, weight: 30 },
    { name: { zh: 'Ozon 运营实战手册（纸质版）', en: 'Ozon operations handbook (printed)', ru: 'Справочник по продажам на Ozon (печатный)' }, kind: 'physical', stock: 50, weight: 5 },
    { name: { zh: '年度会员 8 折优惠券', en: '20% off an annual plan (coupon)', ru: 'Купон −20% на годовой тариф' }, kind: 'coupon', couponCode: 'OZLUCKY20', stock: 500, weight: 15 },
  ] as Array<{ name: Text; kind: PrizeKind; membershipDays?: number; couponCode?: string; stock: number; weight: number }>,
}
