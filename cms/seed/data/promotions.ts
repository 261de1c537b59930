/**
 * The spec's landing pages (section 2) as editable promotion documents: /promote/mobile, mobile2,
 * mobile3 (phone first), /promote/pc, pc2 and landpage/1 (desktop first), each with its success
 * page. Every text in zh, en and ru; `layout(t)` builds a page's blocks in one language.
 */
import type { Locale } from '@/lib/i18n/locales'

type Text = Record<Locale, string>
export type Pick = (text: Text) => string

export type SeedPromotion = {
  slug: string
  format: 'desktop' | 'mobile'
  title: Text
  campaign: { code: string; utmSource: string; utmMedium: string }
  /** Blocks in one language; `image` marks where the seeded product picture goes. */
  layout: (t: Pick) => Array<Record<string, unknown>>
}

const register = (t: Pick) => ({ label: t({ zh: '免费注册', en: 'Sign up free', ru: 'Зарегистрироваться' }), kind: 'register' })
const login = (t: Pick) => ({ label: t({ zh: '已有账号，登录', en: 'I have an account', ru: 'Уже есть аккаунт' }), kind: 'login' })

const hero = (t: Pick, heading: Text, text: Text, withImage = true) => ({
  blockType: 'hero',
  heading: t(heading),
  text: t(text),
  ...(withImage ? { image: 'seed:product' } : {}),
  primary: register(t),
  secondary: login(t),
})

const features = (t: Pick) => ({
  blockType: 'featureGrid',
  heading: t({ zh: '选品、运营、增长，一站搞定', en: 'Product research, operations and growth in one place', ru: 'Подбор товаров, операции и рост — в одном месте' }),
  intro: t({ zh: '超过 20 项指标帮助您发现 Ozon 上的潜力商品。', en: 'Over 20 indicators help you find promising products on Ozon.', ru: 'Более 20 показателей помогают находить перспективные товары на Ozon.' }),
  features: [
    {
      icon: 'chart',
      title: t({ zh: '热销榜单', en: 'Hot rankings', ru: 'Рейтинги продаж' }),
      text: t({ zh: '每日更新的类目与商品销量榜。', en: 'Category and product sales rankings, updated daily.', ru: 'Рейтинги категорий и товаров, обновляются ежедневно.' }),
    },
    {
      icon: 'search',
      title: t({ zh: '关键词洞察', en: 'Keyword insight', ru: 'Ключевые слова' }),
      text: t({ zh: '看清买家在搜什么、竞争有多激烈。', en: 'See what buyers search for and how crowded it is.', ru: 'Что ищут покупатели и насколько высока конкуренция.' }),
    },
    {
      icon: 'bolt',
      title: t({ zh: '爆款监测', en: 'Bestseller alerts', ru: 'Поиск хитов' }),
      text: t({ zh: '销量突增的商品第一时间发现。', en: 'Spot products whose sales jump, first.', ru: 'Первыми замечайте товары с резким ростом продаж.' }),
    },
    {
      icon: 'shield',
      title: t({ zh: '数据安全', en: 'Your data is safe', ru: 'Данные под защитой' }),
      text: t({ zh: '店铺授权数据加密存储，仅您可见。', en: 'Shop data is stored encrypted and visible to you only.', ru: 'Данные магазина хранятся зашифрованными и видны только вам.' }),
    },
  ],
})

const form = (t: Pick, mode: 'sms' | 'password', activity = false) => ({
  blockType: 'registrationForm',
  heading: activity
    ? t({ zh: '注册即抽奖', en: 'Register and draw a prize', ru: 'Зарегистрируйтесь и испытайте удачу' })
    : t({ zh: '30 秒完成注册', en: 'Sign up in 30 seconds', ru: 'Регистрация за 30 секунд' }),
  text: activity
    ? t({ zh: '新用户注册即获得 1 次抽奖机会，会员天数立即到账。', en: 'Every new account gets a draw; membership days are added at once.', ru: 'Каждый новый аккаунт получает попытку; дни подписки зачисляются сразу.' })
    : t({ zh: '手机号注册，立即领取新人礼包。', en: 'Sign up with your phone and get the newcomer pack at once.', ru: 'Зарегистрируйтесь по телефону и сразу получите набор новичка.' }),
  mode,
  activity,
  ...(activity ? { activityId: 4 } : {}),
})

const faq = (t: Pick) => ({
  blockType: 'faq',
  heading: t({ zh: '常见问题', en: 'Questions', ru: 'Вопросы' }),
  items: [
    {
      question: t({ zh: '注册收费吗？', en: 'Is signing up free?', ru: 'Регистрация бесплатна?' }),
      answer: t({ zh: '注册免费，新用户还可获得免费体验天数。', en: 'Yes, and new accounts get free trial days too.', ru: 'Да, а новые аккаунты получают ещё и пробные дни.' }),
    },
    {
      question: t({ zh: '数据多久更新一次？', en: 'How fresh is the data?', ru: 'Как часто обновляются данные?' }),
      answer: t({ zh: '榜单每日更新，关键数据每小时刷新。', en: 'Rankings are updated daily, key figures every hour.', ru: 'Рейтинги обновляются ежедневно, ключевые показатели — каждый час.' }),
    },
    {
      question: t({ zh: '可以开发票吗？', en: 'Do you issue invoices?', ru: 'Вы выставляете счета?' }),
      answer: t({ zh: '可以，购买后在工作台申请即可。', en: 'Yes: request one in the workbench after buying.', ru: 'Да: запросите счёт в рабочем кабинете после оплаты.' }),
    },
  ],
})

const contact = (t: Pick) => ({
  blockType: 'qrContact',
  heading: t({ zh: '扫码添加运营顾问', en: 'Scan to talk to an adviser', ru: 'Сканируйте, чтобы связаться с консультантом' }),
  text: t({ zh: '一对一解答选品与运营问题。', en: 'One-to-one answers on product research and operations.', ru: 'Персональные ответы по подбору товаров и операциям.' }),
  wechatId: 'ozon-data',
})

const testimonials = (t: Pick) => ({
  blockType: 'testimonials',
  heading: t({ zh: '卖家怎么说', en: 'What sellers say', ru: 'Что говорят продавцы' }),
  quotes: [
    {
      quote: t({ zh: '用热销榜选了三款新品，第一个月就回本了。', en: 'I picked three new products from the hot rankings and broke even in the first month.', ru: 'Выбрал три новинки по рейтингу продаж и окупился за первый месяц.' }),
      name: t({ zh: '李先生', en: 'Mr Li', ru: 'Господин Ли' }),
      role: t({ zh: '家居类目卖家', en: 'Home goods seller', ru: 'Продавец товаров для дома' }),
    },
    {
      quote: t({ zh: '关键词数据帮我们把广告花费降了三成。', en: 'Keyword data cut our ad spend by a third.', ru: 'Данные по ключевым словам снизили наши расходы на рекламу на треть.' }),
      name: t({ zh: '王女士', en: 'Ms Wang', ru: 'Госпожа Ван' }),
      role: t({ zh: '服饰店铺运营', en: 'Apparel shop manager', ru: 'Менеджер магазина одежды' }),
    },
  ],
})

const pricing = (t: Pick) => ({
  blockType: 'pricingTeaser',
  heading: t({ zh: '选择适合您的版本', en: 'Pick the plan that fits', ru: 'Выберите подходящий тариф' }),
  plans: [
    {
      name: t({ zh: '体验版', en: 'Trial', ru: 'Пробный' }),
      price: t({ zh: '免费', en: 'Free', ru: 'Бесплатно' }),
      period: t({ zh: '新用户', en: 'for new accounts', ru: 'для новых аккаунтов' }),
      points: t({ zh: '热销榜单\n关键词查询（每日 10 次）', en: 'Hot rankings\nKeyword lookups (10 a day)', ru: 'Рейтинги продаж\nПоиск слов (10 в день)' }),
      highlighted: false,
      action: register(t),
    },
    {
      name: t({ zh: '运营版', en: 'Operation', ru: 'Операции' }),
      price: t({ zh: '¥199', en: '¥199', ru: '¥199' }),
      period: t({ zh: '每月', en: 'a month', ru: 'в месяц' }),
      points: t({ zh: '全部榜单与指标\n爆款监测\n店铺数据分析', en: 'Every ranking and indicator\nBestseller alerts\nShop analytics', ru: 'Все рейтинги и показатели\nПоиск хитов\nАналитика магазина' }),
      highlighted: true,
      action: { label: t({ zh: '立即开通', en: 'Start now', ru: 'Подключить' }), kind: 'register' },
    },
  ],
})

const closing = (t: Pick) => ({
  blockType: 'callToAction',
  heading: t({ zh: '现在开始，用数据做 Ozon', en: 'Start selling on Ozon with data today', ru: 'Начните продавать на Ozon с данными уже сегодня' }),
  text: t({ zh: '注册即送新人礼包。', en: 'A newcomer pack comes with every new account.', ru: 'Каждый новый аккаунт получает набор новичка.' }),
  primary: register(t),
  secondary: { label: t({ zh: '了解产品', en: 'About the product', ru: 'О продукте' }), kind: 'link', href: '/about' },
})

const story = (t: Pick) => ({
  blockType: 'richText',
  content: t({
    zh: '## 为什么选择我们\n\n我们每天跟踪 Ozon 全站的类目与商品，把销量、价格和竞争度整理成一目了然的榜单。\n\n- 覆盖 20 多项选品指标\n- 每日更新，历史可追溯\n- 中文、英文、俄文界面',
    en: '## Why sellers choose us\n\nWe follow every Ozon category and product daily and turn sales, prices and competition into rankings you read at a glance.\n\n- Over 20 research indicators\n- Updated daily, with history\n- Chinese, English and Russian',
    ru: '## Почему выбирают нас\n\nМы ежедневно отслеживаем все категории и товары Ozon и превращаем продажи, цены и конкуренцию в понятные рейтинги.\n\n- Более 20 показателей для подбора\n- Ежедневное обновление и история\n- Китайский, английский и русский',
  }),
})

const video = (t: Pick) => ({
  blockType: 'mediaBlock',
  heading: t({ zh: '三分钟看懂工作台', en: 'The workbench in three minutes', ru: 'Рабочий кабинет за три минуты' }),
  kind: 'image',
  image: 'seed:product',
  caption: t({ zh: '热销榜单与关键词分析', en: 'Hot rankings and keyword analysis', ru: 'Рейтинги продаж и анализ ключевых слов' }),
})

const campaign = (code: string, utmSource: string, utmMedium: string) => ({ code, utmSource, utmMedium })

export const SEED_PROMOTIONS: SeedPromotion[] = [
  {
    slug: 'mobile',
    format: 'mobile',
    title: { zh: '手机注册领新人礼包', en: 'Sign up on your phone, get the newcomer pack', ru: 'Регистрация с телефона и набор новичка' },
    campaign: campaign('m-newcomer', 'mobile-landing', 'organic'),
    layout: (t) => [
      hero(t, { zh: '做 Ozon，先看数据', en: 'Sell on Ozon with data first', ru: 'Продавайте на Ozon, опираясь на данные' }, { zh: '热销榜单、关键词、爆款监测，手机上也能看。', en: 'Hot rankings, keywords and bestseller alerts, on your phone too.', ru: 'Рейтинги продаж, ключевые слова и хиты — и на телефоне.' }, false),
      form(t, 'sms'),
      features(t),
      faq(t),
      contact(t),
    ],
  },
  {
    slug: 'mobile2',
    format: 'mobile',
    title: { zh: '设置密码，随时登录', en: 'Sign up with a password', ru: 'Регистрация с паролем' },
    campaign: campaign('m-password', 'mobile-landing', 'organic'),
    layout: (t) => [
      hero(t, { zh: '一个账号，全部数据', en: 'One account, all the data', ru: 'Один аккаунт — все данные' }, { zh: '注册并设置密码，电脑和手机都能登录。', en: 'Sign up with a password and log in on any device.', ru: 'Зарегистрируйтесь с паролем и входите с любого устройства.' }, false),
      form(t, 'password'),
      testimonials(t),
    ],
  },
  {
    slug: 'mobile3',
    format: 'mobile',
    title: { zh: '注册抽奖', en: 'Register and win', ru: 'Регистрация с розыгрышем' },
    campaign: campaign('m-lottery', 'mobile-landing', 'lottery'),
    layout: (t) => [
      hero(t, { zh: '新人注册，100% 有机会中奖', en: 'New here? Every sign-up gets a draw', ru: 'Новичкам — гарантированная попытка' }, { zh: '会员天数、运营手册、优惠券等你来拿。', en: 'Membership days, a handbook and coupons to win.', ru: 'Дни подписки, справочник и купоны.' }, false),
      form(t, 'sms', true),
      { ...closing(t), secondary: { label: t({ zh: '查看抽奖活动', en: 'See the lottery', ru: 'К розыгрышу' }), kind: 'link', href: '/lottery' } },
    ],
  },
  {
    slug: 'pc',
    format: 'desktop',
    title: { zh: 'Ozon 卖家数据分析平台', en: 'Data analytics for Ozon sellers', ru: 'Аналитика для продавцов Ozon' },
    campaign: campaign('pc-brand', 'pc-landing', 'organic'),
    layout: (t) => [
      hero(t, { zh: '用数据选品，让 Ozon 店铺增长 80%+', en: 'Pick products with data and grow your Ozon shop 80%+', ru: 'Подбирайте товары по данным и растите на 80%+' }, { zh: '20 多项指标、每日更新的热销榜单，帮您少走弯路。', en: 'Over 20 indicators and daily hot rankings keep you on track.', ru: 'Более 20 показателей и ежедневные рейтинги продаж.' }),
      features(t),
      video(t),
      testimonials(t),
      pricing(t),
      faq(t),
      closing(t),
    ],
  },
  {
    slug: 'pc2',
    format: 'desktop',
    title: { zh: '免费注册，体验全部功能', en: 'Sign up free and try everything', ru: 'Бесплатная регистрация' },
    campaign: campaign('pc-signup', 'pc-landing', 'organic'),
    layout: (t) => [
      hero(t, { zh: '免费注册，体验全部功能', en: 'Sign up free and try everything', ru: 'Зарегистрируйтесь бесплатно и попробуйте всё' }, { zh: '新用户赠送体验天数，无需绑定银行卡。', en: 'New accounts get trial days, no card needed.', ru: 'Пробные дни для новых аккаунтов, без карты.' }),
      form(t, 'sms'),
      features(t),
      contact(t),
    ],
  },
  {
    slug: 'landpage/1',
    format: 'desktop',
    title: { zh: '年度会员限时优惠', en: 'Annual plan offer', ru: 'Скидка на годовой тариф' },
    campaign: campaign('annual-offer', 'landpage', 'cpc'),
    layout: (t) => [
      hero(t, { zh: '年度会员限时 8 折', en: '20% off the annual plan, for a limited time', ru: '−20% на годовой тариф, ограниченное время' }, { zh: '一次开通，全年数据无忧。', en: 'One payment, a year of data.', ru: 'Одна оплата — год данных.' }),
      story(t),
      pricing(t),
      closing(t),
    ],
  },
]

export const PROMOTION_SUCCESS: { title: Text; text: Text } = {
  title: { zh: '注册成功', en: 'Registration successful', ru: 'Регистрация прошла успешно' },
  text: {
    zh: '您的账号已开通并已登录，新人礼包已放入账户。',
    en: 'Your account is ready and you are logged in; the newcomer pack is in your account.',
    ru: 'Аккаунт создан, вы вошли; набор новичка уже в аккаунте.',
  },
}

export const PROMOTION_HEAD: { logoTitle: Text; loginLabel: Text } = {
  logoTitle: { zh: 'Ozon 数据分析', en: 'Ozon analytics', ru: 'Аналитика Ozon' },
  loginLabel: { zh: '登录', en: 'Log in', ru: 'Войти' },
}

/**
 * A demo distribution channel and coupon, so the distribution calls answer out of the box. Their
 * appId is the one the client sends (APP_NAME, 'ozon'); databases seeded with the former 'ddqbt'
 * are updated by cms/migrations/20261126_130000_demo_app_id.ts.
 */
export const SEED_CHANNEL = {
  name: 'Demo partner channel',
  urlCode: 'demo-partner',
  appId: 'ozon',
  channelType: 1,
  organ: { name: { zh: '示例合作机构', en: 'Demo partner organisation', ru: 'Демо-партнёр' }, contactName: 'Demo', wechatId: 'ozon-data' },
}

export const SEED_COUPON = {
  couponId: 'NEWCOMER50',
  appId: 'ozon',
  name: { zh: '新人立减 50 元', en: '¥50 off for newcomers', ru: 'Скидка ¥50 для новичков' },
  description: { zh: '首次开通会员满 199 元可用。', en: 'On a first plan of ¥199 or more.', ru: 'При первой покупке тарифа от ¥199.' },
  faceValue: 50,
  minSpend: 199,
}
