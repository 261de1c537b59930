/**
 * Demo online courses of the business college in zh (the source), en and ru. The video URLs
 * are demo placeholders on media.example.com; about half of the chapters have none.
 */
import type { SeedLesson } from './types'

export const lessons: SeedLesson[] = [
  {
    key: 'lesson-ozon-store-setup',
    title: {
      zh: '从零开始开设 Ozon 店铺',
      en: 'Setting up an Ozon store from scratch',
      ru: 'Магазин на Ozon с нуля',
    },
    summary: {
      zh: '从注册、资质准备到上架第一件商品，手把手带你走完 Ozon 跨境店铺的开店全流程。',
      en: 'From registration and documents to your first product on sale: a step-by-step walkthrough of opening a cross-border store on Ozon.',
      ru: 'От регистрации и документов до первого товара в продаже: пошаговый разбор запуска кросс-бордер магазина на Ozon.',
    },
    body: {
      zh: `## 课程内容

本课程面向准备进入俄罗斯市场的中国卖家，按照真实的开店顺序，讲清每一步需要准备什么、最容易在哪里卡住。

- 跨境店铺与本土店铺的区别，以及如何选择
- 注册所需的企业资料与收款账户
- 卖家后台的主要模块和常用设置
- 第一件商品的上架与审核要点

适合人群：刚接触 Ozon 的新卖家、正在评估俄罗斯市场的工厂和贸易公司，以及需要系统梳理开店流程的运营新人。`,
      en: `## What the course covers

This course is for Chinese sellers getting ready to enter the Russian market. It follows the real order of opening a store and explains what to prepare at each step and where sellers most often get stuck.

- Cross-border vs local store: the differences and how to choose
- The company documents and payout account you need to register
- The main sections of the seller dashboard and the settings you will use most
- Listing your first product and getting it through moderation

Who it is for: sellers who are new to Ozon, factories and trading companies evaluating the Russian market, and junior operations staff who need a clear picture of the whole setup process.`,
      ru: `## О курсе

Курс для продавцов из Китая, которые готовятся выйти на российский рынок. Проходим запуск магазина в том порядке, в каком он идёт на практике: что подготовить на каждом шаге и где чаще всего возникают сложности.

- Кросс-бордер или локальный магазин: в чём разница и что выбрать
- Документы компании и счёт для выплат, которые нужны при регистрации
- Основные разделы личного кабинета и самые нужные настройки
- Первая карточка товара и прохождение модерации

Для кого: для тех, кто только начинает работать с Ozon, для фабрик и торговых компаний, которые присматриваются к российскому рынку, и для начинающих менеджеров, которым нужно целиком разобраться в запуске магазина.`,
    },
    level: 'beginner',
    lecturer: '北纬55°运营团队',
    publishedAt: '2026-01-08T02:00:00.000Z',
    views: 12840,
    chapters: [
      {
        title: {
          zh: 'Ozon 平台与俄罗斯电商市场概览',
          en: 'An overview of Ozon and Russian e-commerce',
          ru: 'Ozon и рынок электронной торговли в России',
        },
        duration: 12,
        videoUrl: 'https://media.example.com/courses/lesson-ozon-store-setup/1.mp4',
      },
      {
        title: {
          zh: '跨境店铺还是本土店铺：如何选择',
          en: 'Cross-border or local store: how to choose',
          ru: 'Кросс-бордер или локальный магазин: что выбрать',
        },
        duration: 9,
        videoUrl: 'https://media.example.com/courses/lesson-ozon-store-setup/2.mp4',
      },
      {
        title: {
          zh: '注册与资质：企业资料和收款账户',
          en: 'Registration: company documents and payout account',
          ru: 'Регистрация: документы компании и счёт для выплат',
        },
        duration: 16,
      },
      {
        title: {
          zh: '卖家后台导览',
          en: 'A tour of the seller dashboard',
          ru: 'Обзор личного кабинета продавца',
        },
        duration: 14,
        videoUrl: 'https://media.example.com/courses/lesson-ozon-store-setup/4.mp4',
      },
      {
        title: {
          zh: '上架第一件商品并通过审核',
          en: 'Listing your first product and passing moderation',
          ru: 'Первый товар: создание карточки и модерация',
        },
        duration: 21,
      },
    ],
  },
  {
    key: 'lesson-data-product-selection',
    title: {
      zh: '数据选品：找到值得做的蓝海商品',
      en: 'Data-driven product selection: finding blue-ocean products',
      ru: 'Подбор товаров по данным: ищем «голубой океан»',
    },
    summary: {
      zh: '学会用市场大盘、类目分析和热销榜单判断需求与竞争，让选品从“凭感觉”变成“看数据”。',
      en: 'Learn to read demand and competition from market charts, category analysis and best-seller lists, and base product choices on data instead of gut feeling.',
      ru: 'Научитесь оценивать спрос и конкуренцию по обзору рынка, анализу категорий и рейтингам продаж, чтобы выбирать товары по данным, а не наугад.',
    },
    body: {
      zh: `## 你将学到

选品决定了店铺的上限。本课程用平台工具中的真实数据维度，演示一套可以反复使用的选品方法。

- 用市场大盘判断类目的季节性与增长趋势
- 通过销量、在售卖家数和评价数识别蓝海机会
- 利用中国专区与潜力商品榜寻找有供应链优势的商品
- 建立自己的选品评分表，降低试错成本

适合人群：已经开店、希望提高新品成功率的卖家，以及负责新品开发的运营和采购人员。`,
      en: `## What you will learn

Product selection sets the ceiling for your store. Using the data dimensions available in our tools, this course shows a selection method you can apply again and again.

- Reading seasonality and growth trends of a category from market charts
- Spotting blue-ocean opportunities from sales, the number of active sellers and review counts
- Using the China Zone and the potential product list to find items where your supply chain gives you an edge
- Building your own product scorecard to cut the cost of trial and error

Who it is for: sellers who already have a store and want more of their new products to succeed, and the operations and sourcing staff responsible for new product development.`,
      ru: `## Чему вы научитесь

От выбора товаров зависит потолок магазина. На реальных показателях из наших инструментов показываем метод подбора, который можно применять снова и снова.

- Как по обзору рынка увидеть сезонность и динамику категории
- Как по продажам, числу продавцов и количеству отзывов находить ниши «голубого океана»
- Как с помощью китайской зоны и списка перспективных товаров найти позиции, где ваша цепочка поставок даёт преимущество
- Как составить собственную оценочную таблицу и тратить меньше на пробы и ошибки

Для кого: для продавцов с действующим магазином, которые хотят чаще попадать с новинками, а также для менеджеров и закупщиков, отвечающих за ввод новых товаров.`,
    },
    level: 'intermediate',
    lecturer: '数据罗盘研究组',
    publishedAt: '2026-01-22T03:30:00.000Z',
    views: 9365,
    chapters: [
      {
        title: {
          zh: '选品的核心逻辑：需求、竞争与利润',
          en: 'The core of selection: demand, competition and profit',
          ru: 'Основа подбора: спрос, конкуренция и прибыль',
        },
        duration: 11,
        videoUrl: 'https://media.example.com/courses/lesson-data-product-selection/1.mp4',
      },
      {
        title: {
          zh: '读懂市场大盘与类目趋势',
          en: 'Reading market charts and category trends',
          ru: 'Как читать обзор рынка и тренды категорий',
        },
        duration: 15,
        videoUrl: 'https://media.example.com/courses/lesson-data-product-selection/2.mp4',
      },
      {
        title: {
          zh: '蓝海商品的筛选指标',
          en: 'Filters for finding blue-ocean products',
          ru: 'Показатели для поиска товаров «голубого океана»',
        },
        duration: 18,
      },
      {
        title: {
          zh: '从热销榜与新品榜发现机会',
          en: 'Finding opportunities in best-seller and new product lists',
          ru: 'Ищем возможности в рейтингах хитов и новинок',
        },
        duration: 13,
        videoUrl: 'https://media.example.com/courses/lesson-data-product-selection/4.mp4',
      },
      {
        title: {
          zh: '搭建选品评分表并复盘',
          en: 'Building a product scorecard and reviewing results',
          ru: 'Оценочная таблица и разбор результатов',
        },
        duration: 20,
      },
    ],
  },
  {
    key: 'lesson-pricing-and-margin',
    title: {
      zh: '定价与利润测算：算清每一单的账',
      en: 'Pricing and margins: knowing what every order earns',
      ru: 'Цены и маржа: считаем прибыль с каждого заказа',
    },
    summary: {
      zh: '拆解采购、头程、佣金、履约和广告成本，用定价工具算出既有竞争力又能赚钱的售价。',
      en: 'Break down sourcing, first-mile shipping, commission, fulfilment and advertising costs, and use the pricing tool to find a price that is competitive and still profitable.',
      ru: 'Разбираем закупку, доставку до склада, комиссию, логистику и рекламу и с помощью калькулятора цен находим цену, которая и конкурентна, и приносит прибыль.',
    },
    body: {
      zh: `## 课程内容

很多卖家销量不错却不赚钱，问题往往出在定价时漏算了成本。本课程用跨境定价工具演示一套完整的利润测算方法。

- 成本拆解：采购、头程、佣金、履约与广告
- 汇率波动和回款周期对利润的影响
- 促销价、划线价与最低价的设置思路
- 用批量改价工具快速调整价格

适合人群：负责定价和利润核算的卖家与运营。课程中出现的佣金和物流费用都是示例数字，实际费率请以 Ozon 卖家后台当前公布的标准为准。`,
      en: `## What the course covers

Plenty of sellers have healthy sales and still make no money, usually because a cost was left out when the price was set. Using the cross-border pricing tool, this course walks through a complete way to calculate profit.

- Cost breakdown: sourcing, first-mile shipping, commission, fulfilment and advertising
- How exchange-rate swings and the payout cycle affect profit
- How to approach promotional prices, strikethrough prices and minimum prices
- Adjusting prices quickly with the bulk price tool

Who it is for: sellers and operations staff who set prices and track margins. All commission and logistics figures in the course are examples only; always check the current rates published in your Ozon seller dashboard.`,
      ru: `## О курсе

Многие продавцы хорошо продают, но ничего не зарабатывают, и чаще всего причина в том, что при расчёте цены забыли какую-то статью затрат. На примере калькулятора кросс-бордер цен показываем, как полностью просчитать прибыль.

- Из чего складывается себестоимость: закупка, доставка до склада, комиссия, логистика и реклама
- Как на прибыль влияют колебания курса и сроки выплат
- Как подходить к акционной цене, зачёркнутой цене и минимальной цене
- Как быстро менять цены с помощью массового редактирования

Для кого: для продавцов и менеджеров, которые отвечают за цены и маржу. Все суммы комиссий и логистики в курсе приведены только для примера — актуальные тарифы смотрите в личном кабинете продавца Ozon.`,
    },
    level: 'intermediate',
    lecturer: '账本先生',
    publishedAt: '2026-02-10T06:00:00.000Z',
    views: 7412,
    chapters: [
      {
        title: {
          zh: '一件商品的完整成本结构',
          en: 'The full cost structure of a product',
          ru: 'Полная структура затрат на товар',
        },
        duration: 14,
        videoUrl: 'https://media.example.com/courses/lesson-pricing-and-margin/1.mp4',
      },
      {
        title: {
          zh: '佣金、物流费与其他平台费用',
          en: 'Commission, logistics and other platform fees',
          ru: 'Комиссия, логистика и другие расходы на площадке',
        },
        duration: 17,
      },
      {
        title: {
          zh: '汇率与回款周期对利润的影响',
          en: 'How exchange rates and payout cycles affect profit',
          ru: 'Как курс валют и сроки выплат влияют на прибыль',
        },
        duration: 12,
        videoUrl: 'https://media.example.com/courses/lesson-pricing-and-margin/3.mp4',
      },
      {
        title: {
          zh: '用跨境定价工具测算售价',
          en: 'Calculating prices with the cross-border pricing tool',
          ru: 'Расчёт цены в калькуляторе кросс-бордер цен',
        },
        duration: 19,
        videoUrl: 'https://media.example.com/courses/lesson-pricing-and-margin/4.mp4',
      },
      {
        title: {
          zh: '促销定价与批量改价实操',
          en: 'Hands-on: promotional pricing and bulk price changes',
          ru: 'Практика: акционные цены и массовое изменение цен',
        },
        duration: 10,
      },
    ],
  },
  {
    key: 'lesson-card-keyword-seo',
    title: {
      zh: '商品卡片与关键词 SEO',
      en: 'Product cards and keyword SEO',
      ru: 'Карточка товара и SEO по ключевым словам',
    },
    summary: {
      zh: '理解 Ozon 站内搜索的逻辑，优化标题、属性和图片，让商品被更多买家搜到并点击。',
      en: 'Understand how Ozon search works and optimise titles, attributes and images so more shoppers find and click your products.',
      ru: 'Разберитесь, как устроен поиск Ozon, и оптимизируйте названия, характеристики и фото, чтобы ваши товары находили и открывали чаще.',
    },
    body: {
      zh: `## 你将学到

本课程讲解 Ozon 站内搜索如何理解一件商品，以及如何让商品卡片获得更多自然曝光和点击。

- 俄语标题的结构与关键词布局
- 属性填写完整度对搜索曝光的影响
- 主图、视频和富内容的优化要点
- 用关键词榜单和商品关键词反查挖掘流量词，并持续监控排名

适合人群：已经能稳定上架、希望提升自然流量的卖家。不懂俄语的运营也可以按照课程中的方法完成基础优化。`,
      en: `## What you will learn

This course explains how Ozon search interprets a product and how to earn more organic impressions and clicks for your product cards.

- How to structure a Russian title and place keywords in it
- Why complete attributes matter for search visibility
- What to optimise in main images, videos and rich content
- Finding high-traffic keywords with the keyword list and reverse keyword lookup, and tracking your rankings over time

Who it is for: sellers who list products routinely and want more organic traffic. Operations staff who do not speak Russian can still handle the basic optimisation with the methods shown.`,
      ru: `## Чему вы научитесь

Разбираем, как поиск Ozon понимает товар и как получить для карточек больше органических показов и переходов.

- Как построить название на русском языке и где разместить ключевые слова
- Почему полнота характеристик влияет на видимость в поиске
- Что улучшить в главном фото, видео и rich-контенте
- Как находить трафиковые запросы через рейтинг запросов и обратный поиск ключевых слов и следить за позициями

Для кого: для продавцов, которые уже уверенно заводят карточки и хотят больше органического трафика. Даже менеджер без знания русского сможет сделать базовую оптимизацию по методам из курса.`,
    },
    level: 'advanced',
    lecturer: '白桦林运营课堂',
    publishedAt: '2026-02-26T08:15:00.000Z',
    views: 10528,
    chapters: [
      {
        title: {
          zh: 'Ozon 站内搜索的排序逻辑',
          en: 'How Ozon search ranks products',
          ru: 'Как поиск Ozon ранжирует товары',
        },
        duration: 16,
        videoUrl: 'https://media.example.com/courses/lesson-card-keyword-seo/1.mp4',
      },
      {
        title: {
          zh: '俄语标题与属性的写法',
          en: 'Writing Russian titles and attributes',
          ru: 'Как писать названия и заполнять характеристики',
        },
        duration: 22,
      },
      {
        title: {
          zh: '主图、视频与富内容',
          en: 'Main images, video and rich content',
          ru: 'Главное фото, видео и rich-контент',
        },
        duration: 13,
        videoUrl: 'https://media.example.com/courses/lesson-card-keyword-seo/3.mp4',
      },
      {
        title: {
          zh: '用关键词工具挖掘流量词',
          en: 'Finding high-traffic keywords with keyword tools',
          ru: 'Поиск трафиковых запросов с помощью инструментов',
        },
        duration: 18,
      },
      {
        title: {
          zh: '监控关键词排名并持续迭代',
          en: 'Tracking keyword rankings and iterating',
          ru: 'Мониторинг позиций и постоянные улучшения',
        },
        duration: 11,
      },
    ],
  },
  {
    key: 'lesson-ads-and-promotions',
    title: {
      zh: '广告投放与平台促销',
      en: 'Advertising and promotions on Ozon',
      ru: 'Реклама и акции на Ozon',
    },
    summary: {
      zh: '从预算规划、出价到数据复盘，学会在可控成本内用广告和促销放大销量。',
      en: 'From budgeting and bidding to reviewing results: learn to grow sales with ads and promotions while keeping costs under control.',
      ru: 'От бюджета и ставок до анализа результатов: учимся наращивать продажи с помощью рекламы и акций, не теряя контроль над расходами.',
    },
    body: {
      zh: `## 课程内容

广告和促销是放大销量的杠杆，也是最容易亏钱的环节。本课程从预算规划讲到数据复盘，帮助你在可控成本内获得增量订单。

- 站内主要广告形式及各自适用的场景
- 出价、预算和广告费占比的控制方法
- 平台大促与日常促销的报名策略和备货节奏
- 用数据判断一条广告是否值得继续投放

适合人群：已有一定月销售额、准备系统投放广告的卖家和广告专员。建议先学完定价与利润测算课程，再学习本课。`,
      en: `## What the course covers

Ads and promotions are the lever that multiplies sales, and also the easiest place to lose money. This course goes from budget planning to reviewing results and helps you win extra orders at a cost you control.

- The main on-site ad formats and when each one fits
- Keeping bids, budgets and your advertising cost ratio under control
- How to join major sales events and everyday promotions, and how to time your stock
- Using data to decide whether a campaign deserves more budget

Who it is for: sellers with steady monthly sales who are ready to advertise systematically, and dedicated ad specialists. We recommend taking the pricing and margin course first.`,
      ru: `## О курсе

Реклама и акции помогают кратно увеличить продажи, но именно на них проще всего потерять деньги. В курсе идём от планирования бюджета до разбора результатов, чтобы вы получали дополнительные заказы с контролируемыми затратами.

- Основные рекламные форматы на площадке и когда какой подходит
- Как держать под контролем ставки, бюджет и долю рекламных расходов (ДРР)
- Как участвовать в крупных распродажах и регулярных акциях и когда готовить запасы
- Как по данным понять, стоит ли продолжать кампанию

Для кого: для продавцов со стабильными ежемесячными продажами, которые готовы системно запускать рекламу, и для специалистов по рекламе. Перед этим курсом советуем пройти курс о ценах и марже.`,
    },
    level: 'advanced',
    lecturer: '喀山阿杰',
    publishedAt: '2026-03-12T04:45:00.000Z',
    views: 8190,
    chapters: [
      {
        title: {
          zh: 'Ozon 广告体系概览',
          en: 'An overview of Ozon advertising',
          ru: 'Обзор рекламных инструментов Ozon',
        },
        duration: 10,
        videoUrl: 'https://media.example.com/courses/lesson-ads-and-promotions/1.mp4',
      },
      {
        title: {
          zh: '搜索推广：出价与关键词管理',
          en: 'Search promotion: bids and keyword management',
          ru: 'Продвижение в поиске: ставки и ключевые слова',
        },
        duration: 21,
        videoUrl: 'https://media.example.com/courses/lesson-ads-and-promotions/2.mp4',
      },
      {
        title: {
          zh: '按订单付费还是按点击付费',
          en: 'Pay per order or pay per click',
          ru: 'Оплата за заказ или за клик',
        },
        duration: 15,
      },
      {
        title: {
          zh: '平台大促报名与备货节奏',
          en: 'Joining major sales events and planning stock',
          ru: 'Участие в распродажах и подготовка запасов',
        },
        duration: 17,
        videoUrl: 'https://media.example.com/courses/lesson-ads-and-promotions/4.mp4',
      },
      {
        title: {
          zh: '日常促销与优惠券设置',
          en: 'Everyday promotions and coupons',
          ru: 'Регулярные акции и купоны',
        },
        duration: 9,
      },
      {
        title: {
          zh: '广告数据复盘与预算调整',
          en: 'Reviewing ad data and adjusting budgets',
          ru: 'Анализ рекламы и корректировка бюджета',
        },
        duration: 24,
      },
    ],
  },
  {
    key: 'lesson-logistics-fbo-fbs-rfbs',
    title: {
      zh: '物流模式详解：FBO、FBS 与 rFBS',
      en: 'Logistics explained: FBO, FBS and rFBS',
      ru: 'Логистика без тайн: FBO, FBS и rFBS',
    },
    summary: {
      zh: '对比三种履约模式的时效、成本和风险，结合跨境卖家的常见场景选出最适合你的组合。',
      en: 'Compare the speed, cost and risks of the three fulfilment models and pick the mix that suits typical cross-border scenarios.',
      ru: 'Сравниваем сроки, стоимость и риски трёх схем работы и подбираем сочетание, которое подходит кросс-бордер продавцу.',
    },
    body: {
      zh: `## 课程内容

物流决定了配送时效、履约成本和库存风险。本课程逐一对比 FBO、FBS 和 rFBS 三种模式，并给出跨境卖家的选择建议。

- FBO 的备货、预约送仓与入仓验收注意事项
- FBS 与 rFBS 的发货时效要求和常见违规
- 包装、标签与尺寸重量的正确填写
- 根据销量和品类组合使用多种模式

适合人群：正在规划备货和发货方式的卖家，以及负责仓储物流的运营人员。`,
      en: `## What the course covers

Logistics decides your delivery times, fulfilment costs and inventory risk. This course compares FBO, FBS and rFBS one by one and gives practical advice on choosing between them as a cross-border seller.

- FBO: preparing stock, booking deliveries and what to watch during warehouse acceptance
- FBS and rFBS: shipping deadlines and the most common violations
- Getting packaging, labels, dimensions and weight right
- Combining several models depending on sales volume and category

Who it is for: sellers planning how to stock and ship their goods, and the operations staff who run warehousing and logistics.`,
      ru: `## О курсе

От логистики зависят сроки доставки, расходы на выполнение заказов и риски, связанные с остатками. В курсе по очереди сравниваем FBO, FBS и rFBS и даём практические советы, как кросс-бордер продавцу выбрать подходящую схему.

- FBO: подготовка поставки, запись на склад и на что обратить внимание при приёмке
- FBS и rFBS: сроки отгрузки и самые частые нарушения
- Упаковка, маркировка, габариты и вес без ошибок
- Как сочетать несколько схем в зависимости от продаж и категории

Для кого: для продавцов, которые планируют поставки и отгрузки, и для менеджеров, отвечающих за склад и логистику.`,
    },
    level: 'intermediate',
    lecturer: '极光物流讲师组',
    publishedAt: '2026-03-27T07:20:00.000Z',
    views: 6754,
    chapters: [
      {
        title: {
          zh: '三种履约模式对比',
          en: 'Comparing the three fulfilment models',
          ru: 'Сравнение трёх схем работы',
        },
        duration: 14,
        videoUrl: 'https://media.example.com/courses/lesson-logistics-fbo-fbs-rfbs/1.mp4',
      },
      {
        title: {
          zh: 'FBO：备货、预约与入仓验收',
          en: 'FBO: stock, delivery booking and acceptance',
          ru: 'FBO: поставка, запись на склад и приёмка',
        },
        duration: 20,
      },
      {
        title: {
          zh: 'FBS 与 rFBS：发货流程与时效',
          en: 'FBS and rFBS: shipping process and deadlines',
          ru: 'FBS и rFBS: порядок и сроки отгрузки',
        },
        duration: 18,
        videoUrl: 'https://media.example.com/courses/lesson-logistics-fbo-fbs-rfbs/3.mp4',
      },
      {
        title: {
          zh: '包装标签与尺寸重量填写规范',
          en: 'Packaging, labels, dimensions and weight',
          ru: 'Упаковка, маркировка, габариты и вес',
        },
        duration: 12,
      },
    ],
  },
  {
    key: 'lesson-customer-service-reviews',
    title: {
      zh: '客户服务与评价管理',
      en: 'Customer service and review management',
      ru: 'Работа с покупателями и отзывами',
    },
    summary: {
      zh: '用标准化流程处理买家咨询、差评和退货，即使不懂俄语也能把店铺评分稳住。',
      en: 'Handle buyer questions, negative reviews and returns with a standard process, and keep your store rating healthy even without speaking Russian.',
      ru: 'Отвечайте на вопросы покупателей, негативные отзывы и возвраты по единому порядку и удерживайте рейтинг магазина, даже если не говорите по-русски.',
    },
    body: {
      zh: `## 课程内容

店铺评分和商品评价直接影响转化率和搜索排名。本课程讲解如何用模板化的流程处理买家咨询、差评和退货，让客服工作不依赖个人经验。

- 买家聊天的响应时效与常用回复模板
- 差评的公开回复原则与补救措施
- 退货和争议的处理流程

适合人群：负责客服和售后的运营人员，以及希望提升店铺评分的中小卖家。`,
      en: `## What the course covers

Store ratings and product reviews directly affect conversion and search ranking. This course shows how to handle buyer questions, negative reviews and returns with template-based processes, so good service does not depend on one person's experience.

- Response times in buyer chats and ready-to-use reply templates
- Principles for public replies to negative reviews and how to put things right
- The process for returns and disputes

Who it is for: operations staff in charge of customer service and after-sales, and small and mid-sized sellers who want a better store rating.`,
      ru: `## О курсе

Рейтинг магазина и отзывы о товарах напрямую влияют на конверсию и позиции в поиске. В курсе показываем, как отвечать на вопросы покупателей, разбирать негативные отзывы и возвраты по шаблонам, чтобы качество сервиса не зависело от опыта одного сотрудника.

- Скорость ответа в чате с покупателем и готовые шаблоны ответов
- Как публично отвечать на негативные отзывы и исправлять ситуацию
- Порядок работы с возвратами и спорами

Для кого: для менеджеров, которые занимаются поддержкой покупателей и постпродажным обслуживанием, и для небольших продавцов, которые хотят поднять рейтинг магазина.`,
    },
    level: 'beginner',
    lecturer: '暖冬客服团队',
    publishedAt: '2026-04-09T05:10:00.000Z',
    views: 4983,
    chapters: [
      {
        title: {
          zh: '评分与评价如何影响销量',
          en: 'How ratings and reviews affect sales',
          ru: 'Как рейтинг и отзывы влияют на продажи',
        },
        duration: 8,
        videoUrl: 'https://media.example.com/courses/lesson-customer-service-reviews/1.mp4',
      },
      {
        title: {
          zh: '买家咨询与回复模板',
          en: 'Buyer questions and reply templates',
          ru: 'Вопросы покупателей и шаблоны ответов',
        },
        duration: 12,
      },
      {
        title: {
          zh: '差评处理与公开回复',
          en: 'Handling negative reviews and replying in public',
          ru: 'Негативные отзывы и публичные ответы',
        },
        duration: 15,
        videoUrl: 'https://media.example.com/courses/lesson-customer-service-reviews/3.mp4',
      },
      {
        title: {
          zh: '退货与争议处理',
          en: 'Handling returns and disputes',
          ru: 'Возвраты и споры',
        },
        duration: 11,
      },
    ],
  },
]
