/**
 * Seed values of the header, footer and site-settings globals in zh, en and ru. Pages also
 * fall back to these when the database cannot be reached, so a page is never blank.
 */
import type { Locale } from '@/lib/i18n/locales'

type Text = Record<Locale, string>
type SeedLink = { label: Text; href: string; hidden?: boolean; description?: Text }

const t = (zh: string, en: string, ru: string): Text => ({ zh, en, ru })

export const dataMenu: { title: Text; description: Text; links: SeedLink[] }[] = [
  {
    title: t('类目', 'Category', 'Категории'),
    description: t('大盘走势与类目全景', 'Market trends at a glance', 'Рынок и категории целиком'),
    links: [
      { label: t('市场大盘', 'Market Charts', 'Обзор рынка'), href: '/workbench/big/general' },
      { label: t('类目', 'Category', 'Категории'), href: '/workbench/big/market' },
    ],
  },
  {
    title: t('类目分析', 'Category analysis', 'Анализ категорий'),
    description: t('找到值得进入的行业', 'Find industries worth entering', 'Найдите перспективные отрасли'),
    links: [
      { label: t('行业概况', 'Industry Overview', 'Обзор отрасли'), href: '/workbench/industry/general' },
      { label: t('蓝海TOP行业', 'Blue Ocean TOP Industry', 'ТОП «голубых океанов»'), href: '/workbench/industry/opportunity' },
      { label: t('热销TOP行业', 'Hot-selling TOP industries', 'ТОП продаваемых отраслей'), href: '/workbench/industry/hot-selling' },
      { label: t('潜力商品榜', 'Potential Product List', 'Перспективные товары'), href: '/workbench/industry/high-priced' },
    ],
  },
  {
    title: t('数据选品', 'Data Selection', 'Подбор товаров'),
    description: t('20+指标智能选品', 'Selection with 20+ indicators', 'Подбор по 20+ показателям'),
    links: [
      { label: t('热销商品', 'Best Sellers', 'Хиты продаж'), href: '/workbench/selection/hot' },
      { label: t('潜力商品与新品榜', 'Potential Products and Top New Products', 'Перспективные и новые товары'), href: '/workbench/selection/surge' },
      { label: t('蓝海商品', 'Blue Ocean Products', 'Товары «голубого океана»'), href: '/workbench/selection/opportunity' },
      { label: t('中国专区', 'China Zone', 'Китайская зона'), href: '/workbench/selection/cnRegion' },
      { label: t('在售商品', 'Products for Sale', 'Товары в продаже'), href: '/workbench/selection/forSale' },
    ],
  },
  {
    title: t('竞品分析', 'Competitor analysis', 'Анализ конкурентов'),
    description: t('店铺与品牌对标', 'Benchmark shops and brands', 'Сравнение магазинов и брендов'),
    links: [
      { label: t('店铺搜索', 'Store Search', 'Поиск магазинов'), href: '/workbench/shop/search' },
      { label: t('品牌概况', 'Brand Overview', 'Обзор брендов'), href: '/workbench/brand/general' },
      { label: t('热销店铺', 'Top Selling Stores', 'Лидеры продаж'), href: '/workbench/shop/hot' },
      { label: t('TOP品牌', 'Top Brands', 'ТОП брендов'), href: '/workbench/brand/top' },
    ],
  },
  {
    title: t('监控中心', 'Monitoring Center', 'Центр мониторинга'),
    description: t('商品、店铺、关键词实时监控', 'Watch products, shops and keywords', 'Товары, магазины и запросы'),
    links: [
      { label: t('商品监控', 'Product monitoring', 'Мониторинг товаров'), href: '/workbench/monitor/product' },
      { label: t('店铺监控', 'Shop monitoring', 'Мониторинг магазинов'), href: '/workbench/monitor/shop' },
      { label: t('关键词监控', 'Keyword monitoring', 'Мониторинг запросов'), href: '/workbench/monitor/keyword' },
    ],
  },
  {
    title: t('高效运营工具', 'Efficient operation tool', 'Инструменты продавца'),
    description: t('定价、改价、改库存一站完成', 'Pricing, prices and stock in one place', 'Цены и остатки в одном месте'),
    links: [
      { label: t('跨境定价', 'Cross-border pricing', 'Кросс-бордер ценообразование'), href: '/tools/', hidden: true },
      { label: t('本土定价', 'Local pricing', 'Локальное ценообразование'), href: '/tools/?toolType=1' },
      { label: t('商品关键词', 'Product keywords', 'Ключевые слова товара'), href: '/workbench/selection/keywordsReverseSearch' },
      { label: t('批量改价', 'Modify price', 'Изменить цены'), href: '/workbench/store/shopGoods' },
      { label: t('批量改库存', 'Modify inventory', 'Изменить остатки'), href: '/workbench/store/shopGoods?tab=stock' },
      { label: t('反跟卖巡查', 'Anti-speculation patrol', 'Патруль перепродаж'), href: '/tools/patrol/', hidden: true },
    ],
  },
]

export const solutionsMenu: SeedLink[] = [
  { label: t('市场分析', 'Market analysis', 'Анализ рынка'), description: t('看清大盘与类目机会', 'See the market and category chances', 'Рынок и возможности категорий'), href: '/workbench/big/general' },
  { label: t('爆品挖掘', 'Hot products', 'Поиск хитов'), description: t('每日热销与飙升商品', 'Daily best sellers and risers', 'Ежедневные хиты и взлёты'), href: '/workbench/selection/hot' },
  { label: t('关键词榜单', 'Keyword list', 'Рейтинг запросов'), description: t('热搜词与飙升词', 'Hot and soaring search words', 'Популярные и растущие запросы'), href: '/workbench/keyword/hot' },
  { label: t('竞品监控', 'Competitor monitoring', 'Мониторинг конкурентов'), description: t('盯紧对手的每次变化', 'Follow every move of rivals', 'Следите за конкурентами'), href: '/workbench/monitor/shop' },
]

export const courseMenu: SeedLink[] = [
  { label: t('在线课程', 'Online courses', 'Онлайн-курсы'), href: '/business-college/online-courses/1' },
  { label: t('运营干货', 'Operations', 'Операционная работа'), href: '/business-college/operate/1' },
  { label: t('电商入门', 'E-commerce intro', 'Основы e-commerce'), href: '/business-college/ecommerce-intro/1' },
  { label: t('电商资讯', 'E-commerce news', 'Новости e-commerce'), href: '/business-college/electricity/1' },
]

export const footerProductLinks: SeedLink[] = [
  { label: t('注册账号', 'Registration', 'Регистрация'), href: '/workbench/login?type=register&redirect=ozon' },
  { label: t('跨境定价', 'Cross-border pricing', 'Кросс-бордер ценообразование'), href: '/tools/' },
  { label: t('本土定价', 'Local pricing', 'Локальное ценообразование'), href: '/tools/?toolType=1' },
  { label: t('插件文档', 'Plugin doc', 'Документация плагина'), href: '/noviceGuide' },
]

export const footerSolutionLinks: SeedLink[] = [
  { label: t('市场分析', 'Market analysis', 'Анализ рынка'), href: '/workbench/big/general' },
  { label: t('爆品挖掘', 'Hot products', 'Поиск хитов'), href: '/workbench/selection/hot' },
  { label: t('关键词榜单', 'Keyword list', 'Рейтинг запросов'), href: '/workbench/keyword/hot' },
  { label: t('竞品监控', 'Competitor monitoring', 'Мониторинг конкурентов'), href: '/workbench/monitor/shop' },
]

export const qrCodes: { label: Text; slug: string; content: string }[] = [
  { label: t('渠道合作', 'Channel cooperation', 'Партнёрство'), slug: 'qr-channel', content: 'https://work.weixin.qq.com/ca/channel-cooperation' },
  { label: t('官方公众号', 'Official account', 'Официальный аккаунт'), slug: 'qr-official-account', content: 'https://mp.weixin.qq.com/official-account' },
  { label: t('小程序', 'Mini-program', 'Мини-приложение'), slug: 'qr-mini-program', content: 'https://mp.weixin.qq.com/mini-program' },
]

export const footerText = {
  copyright: t(
    '© 2026 跨境数据分析 版权所有',
    '© 2026 Cross-border Data Analytics. All rights reserved.',
    '© 2026 Кросс-бордер аналитика. Все права защищены.',
  ),
  icp: t('粤ICP备2026000000号', 'ICP filing 2026000000', 'Лицензия ICP 2026000000'),
  icpUrl: 'https://beian.miit.gov.cn/',
  agreementUrl: '/agreement',
  privacyUrl: '/policy',
  contact: { chatId: 'ozon-data-service', email: 'service@example.com' },
}

export const siteSettings = {
  siteName: t('Ozon 数据分析', 'Ozon Data Analytics', 'Аналитика Ozon'),
  seoTitle: t(
    'Ozon 数据分析 - 专业的跨境电商运营数据分析平台',
    'Ozon Data Analytics - professional data analysis for cross-border sellers',
    'Аналитика Ozon - профессиональная аналитика для кросс-бордер продавцов',
  ),
  seoDescription: t(
    '为 Ozon 卖家提供市场大盘、类目与行业分析、数据选品、竞品店铺与品牌分析、监控与运营工具，帮助卖家提升 80% 以上运营效率。',
    'Market charts, category analysis, product selection with 20+ indicators, competitor and brand analysis, monitoring and pricing tools that make Ozon sellers 80%+ more efficient.',
    'Обзор рынка, анализ категорий, подбор товаров по 20+ показателям, анализ конкурентов и брендов, мониторинг и инструменты цен: продавцы Ozon работают на 80%+ эффективнее.',
  ),
  seoKeywords: t(
    'Ozon数据分析,Ozon选品,跨境电商,俄罗斯电商,关键词分析,竞品分析',
    'Ozon analytics, Ozon product research, cross-border e-commerce, keyword analysis, competitor analysis',
    'аналитика Ozon, подбор товаров Ozon, кросс-бордер, анализ запросов, анализ конкурентов',
  ),
  workbenchBaseUrl: '',
  campaignCode: 'ozon_official',
  urlCode: 'website',
  newsSiteUrl: '/IndustryNews',
}

/** The customer-service contact shown in the mobile contact popup (its QR code: the first footer QR code). */
export const serviceNickName = t('Ozon 数据小助手', 'Ozon Data Assistant', 'Помощник Ozon Data')

/** The site-settings global in one language, as the seed saves it. */
export function siteSettingsSeed(locale: Locale) {
  return { ...siteSettingsFor(locale), customerService: { nickName: serviceNickName[locale] } }
}

/** One language of a seed link, shaped as the globals store it. */
function localizeLink(link: SeedLink, locale: Locale) {
  return {
    label: link.label[locale],
    href: link.href,
    ...(link.description ? { description: link.description[locale] } : {}),
    ...(link.hidden !== undefined ? { hidden: link.hidden } : {}),
  }
}

const localizeLinks = (links: SeedLink[], locale: Locale) => links.map((link) => localizeLink(link, locale))

/** The site-settings global in one language. */
export function siteSettingsFor(locale: Locale): Record<keyof typeof siteSettings, string> {
  return Object.fromEntries(
    Object.entries(siteSettings).map(([key, value]) => [key, typeof value === 'string' ? value : value[locale]]),
  ) as Record<keyof typeof siteSettings, string>
}

/** The header global in one language. */
export function headerFor(locale: Locale) {
  return {
    dataMenu: dataMenu.map((group) => ({
      title: group.title[locale],
      description: group.description[locale],
      links: localizeLinks(group.links, locale),
    })),
    solutionsMenu: localizeLinks(solutionsMenu, locale),
    courseMenu: localizeLinks(courseMenu, locale),
  }
}

/** The footer global in one language, without the QR codes (they need uploaded media). */
export function footerFor(locale: Locale) {
  return {
    productLinks: localizeLinks(footerProductLinks, locale),
    solutionLinks: localizeLinks(footerSolutionLinks, locale),
    courseLinks: localizeLinks(courseMenu, locale),
    contact: footerText.contact,
    copyright: footerText.copyright[locale],
    icp: footerText.icp[locale],
    icpUrl: footerText.icpUrl,
    agreementUrl: footerText.agreementUrl,
    privacyUrl: footerText.privacyUrl,
  }
}
