/**
 * Demo articles of the business college: 7 each for `online-course` (written notes that go with
 * the video courses), `operate` (day-to-day store operation guides) and `ecommerce-intro`
 * (introductions for newcomers). zh is the source text; en and ru are translations with the same
 * structure. Figures in the bodies are examples, not official Ozon rates.
 */
import type { SeedArticle } from './types'

export const collegeArticles: SeedArticle[] = [
  // ─── online-course ────────────────────────────────────────────────────────────────────────
  {
    key: 'online-course-pricing-formula',
    section: 'online-course',
    title: {
      zh: '课程笔记：从人民币成本到卢布售价的定价公式',
      en: 'Course Notes: The Pricing Formula from Yuan Cost to Ruble Price',
      ru: 'Конспект курса: формула цены — от себестоимости в юанях к цене в рублях',
    },
    summary: {
      zh: '整理自定价课程第 3 讲，用一个公式和完整示例算出能盈利的卢布售价。',
      en: 'Notes from Lesson 3 of the pricing course: one formula and a worked example for a profitable ruble price.',
      ru: 'Конспект третьего урока курса о ценообразовании: одна формула и разобранный пример прибыльной цены в рублях.',
    },
    body: {
      zh: `本节课程笔记对应视频第 3 讲，核心是把人民币成本换算成能盈利的卢布售价。

## 定价公式

\`\`\`
售价(₽) = (采购成本 + 头程运费) × 汇率 ÷ (1 − 佣金率 − 物流及服务费率 − 目标利润率)
\`\`\`

例如：成本 40 元、头程 10 元、汇率按 12.5 计算，佣金率假设 15%、费用率 10%、目标利润率 20%，售价约为 625 ÷ 0.55 ≈ 1136 ₽。

> 汇率和费率都会变动，课程建议每月复核一次，并预留 5%–8% 的促销空间。`,
      en: `These notes accompany Lesson 3 of the video course. The key idea is turning your yuan cost into a profitable ruble price.

## The pricing formula

\`\`\`
Price (₽) = (purchase cost + first-mile freight) × exchange rate ÷ (1 − commission rate − logistics & service fee rate − target margin)
\`\`\`

For example: a cost of 40 CNY, first-mile freight of 10 CNY, an exchange rate of 12.5, an assumed commission of 15%, fees of 10% and a 20% target margin give a price of about 625 ÷ 0.55 ≈ 1136 ₽.

> Exchange rates and fee rates change. The course recommends reviewing them monthly and leaving 5–8% of room for promotions.`,
      ru: `Этот конспект сопровождает третий урок видеокурса. Главная идея — превратить себестоимость в юанях в прибыльную цену в рублях.

## Формула цены

\`\`\`
Цена (₽) = (закупочная цена + доставка до РФ) × курс ÷ (1 − комиссия − логистика и услуги − целевая маржа)
\`\`\`

Например: закупка 40 юаней, доставка 10 юаней, курс 12,5, комиссия условно 15%, прочие расходы 10% и целевая маржа 20% — получаем примерно 625 ÷ 0,55 ≈ 1136 ₽.

> Курс и тарифы меняются. В курсе советуют пересматривать их раз в месяц и закладывать 5–8% на участие в акциях.`,
    },
    tags: {
      zh: ['定价', '课程笔记', '利润'],
      en: ['Pricing', 'Course notes', 'Profit'],
      ru: ['Ценообразование', 'Конспект', 'Прибыль'],
    },
    author: '跨境课堂编辑部',
    publishedAt: '2026-01-05T09:00:00.000Z',
    views: 18432,
    keywords: {
      zh: 'Ozon定价, 卢布售价, 定价公式, 跨境利润, 汇率',
      en: 'Ozon pricing, ruble price, pricing formula, cross-border margin, exchange rate',
      ru: 'цена на Ozon, цена в рублях, формула цены, маржа, курс юаня',
    },
  },
  {
    key: 'online-course-product-card-seo',
    section: 'online-course',
    title: {
      zh: '课程笔记：商品卡片标题与关键词优化',
      en: 'Course Notes: Optimising Product Card Titles and Keywords',
      ru: 'Конспект курса: оптимизация названия и ключевых слов карточки товара',
    },
    summary: {
      zh: '视频课《商品卡片 SEO》的要点整理：标题怎么排、属性怎么填，让商品在站内搜索中被更多买家看到。',
      en: 'Key points from the "Product Card SEO" video lesson: how to structure titles and fill attributes so more buyers find you in Ozon search.',
      ru: 'Главное из видеоурока «SEO карточки товара»: как выстроить название и заполнить характеристики, чтобы товар чаще находили в поиске Ozon.',
    },
    body: {
      zh: `本篇整理自视频课《商品卡片 SEO》，帮助你的商品在 Ozon 站内搜索中被更多买家看到。

### 标题结构

1. **商品类型**放在最前，例如"Термокружка"（保温杯）。
2. 接着写品牌、型号和核心参数，如容量、材质。
3. 最后补充使用场景，避免堆砌重复词。

### 属性与描述

属性填得越完整，商品越容易进入筛选结果。描述用俄语自然书写，把买家常搜的词放进前两段。

关键词可以参考后台的搜索查询数据：[Ozon 卖家后台](https://seller.ozon.ru/)。`,
      en: `These notes come from the video lesson "Product Card SEO" and help your product get seen by more buyers in Ozon search.

### Title structure

1. Put the **product type** first, e.g. "Термокружка" (travel mug).
2. Follow with brand, model and key specs such as capacity and material.
3. End with the use case, and avoid stuffing repeated words.

### Attributes and description

The more attributes you fill in, the more often the product appears in filtered results. Write the description in natural Russian and place the terms buyers search for most in the first two paragraphs.

For keyword ideas, check the search query data in your [Ozon seller account](https://seller.ozon.ru/).`,
      ru: `Конспект видеоурока «SEO карточки товара»: как сделать так, чтобы ваш товар чаще находили в поиске Ozon.

### Структура названия

1. **Тип товара** ставьте в начало, например «Термокружка».
2. Затем бренд, модель и ключевые характеристики: объём, материал.
3. В конце — сценарий использования, без повторов одних и тех же слов.

### Характеристики и описание

Чем полнее заполнены характеристики, тем чаще товар попадает в результаты фильтров. Пишите описание естественным русским языком и размещайте самые частые запросы покупателей в первых двух абзацах.

Идеи для ключевых слов ищите в данных о поисковых запросах в [личном кабинете продавца Ozon](https://seller.ozon.ru/).`,
    },
    tags: {
      zh: ['商品卡片', 'SEO', '课程笔记'],
      en: ['Product card', 'SEO', 'Course notes'],
      ru: ['Карточка товара', 'SEO', 'Конспект'],
    },
    author: '跨境课堂编辑部',
    publishedAt: '2026-02-10T09:00:00.000Z',
    views: 26718,
    keywords: {
      zh: 'Ozon商品卡片, 标题优化, 关键词, 站内搜索, 俄语描述',
      en: 'Ozon product card, title optimisation, keywords, Ozon search, Russian description',
      ru: 'карточка товара Ozon, название товара, ключевые слова, поиск Ozon, SEO',
    },
  },
  {
    key: 'online-course-fbo-fbs-rfbs',
    section: 'online-course',
    title: {
      zh: '课程笔记：FBO、FBS 与 rFBS 怎么选',
      en: 'Course Notes: Choosing Between FBO, FBS and rFBS',
      ru: 'Конспект курса: FBO, FBS или rFBS — что выбрать',
    },
    summary: {
      zh: '物流专题第 2 讲笔记：一张表看懂三种履约模式的区别，以及测款和放量阶段该怎么选。',
      en: 'Notes from Lesson 2 of the logistics module: one table comparing the three fulfilment models and when to use each.',
      ru: 'Конспект второго урока о логистике: таблица с отличиями трёх схем работы и советы, какую выбрать на тесте и при масштабировании.',
    },
    body: {
      zh: `本笔记对应物流专题第 2 讲，帮你根据商品特点选择履约模式。

| 模式 | 谁存货发货 | 适合的商品 |
|---|---|---|
| FBO | Ozon 仓库 | 已验证的爆款、需要快速送达的商品 |
| FBS | 卖家自己的仓库 | SKU 多、处于测款阶段的商品 |
| rFBS | 卖家自主配送 | 大件、定制或跨境直发的商品 |

课程强调：FBO 通常能获得更快的配送时效和更好的搜索曝光，但需要提前备货并承担仓储费用。

> 建议先用 FBS 或 rFBS 测款，销量稳定后再把爆款转入 FBO。`,
      en: `These notes go with Lesson 2 of the logistics module and help you pick a fulfilment model based on your products.

| Model | Who stores and ships | Best for |
|---|---|---|
| FBO | Ozon warehouse | Proven bestsellers, items that need fast delivery |
| FBS | Seller's own warehouse | Large assortments, products still being tested |
| rFBS | Seller delivers | Bulky, custom or cross-border direct-shipped items |

The course stresses that FBO usually brings faster delivery and better search visibility, but you have to stock up in advance and pay for storage.

> Test products with FBS or rFBS first, then move your bestsellers to FBO once sales are stable.`,
      ru: `Конспект второго урока модуля о логистике: как выбрать схему работы с учётом особенностей товара.

| Схема | Кто хранит и отправляет | Для каких товаров |
|---|---|---|
| FBO | Склад Ozon | Проверенные хиты, товары с быстрой доставкой |
| FBS | Склад продавца | Широкий ассортимент, товары на тесте |
| rFBS | Продавец доставляет сам | Крупногабарит, товары на заказ, прямые отправки из-за рубежа |

В курсе подчёркивают: FBO обычно даёт более быструю доставку и лучшую видимость в поиске, но требует заранее завезти товар и платить за хранение.

> Сначала тестируйте товары на FBS или rFBS, а когда продажи стабилизируются, переводите хиты на FBO.`,
    },
    tags: {
      zh: ['物流', 'FBO', 'FBS'],
      en: ['Logistics', 'FBO', 'FBS'],
      ru: ['Логистика', 'FBO', 'FBS'],
    },
    author: '数据分析课程组',
    publishedAt: '2026-03-18T09:00:00.000Z',
    views: 31205,
    keywords: {
      zh: 'FBO, FBS, rFBS, Ozon物流, 履约模式',
      en: 'FBO, FBS, rFBS, Ozon logistics, fulfilment model',
      ru: 'FBO, FBS, rFBS, логистика Ozon, схема работы',
    },
  },
  {
    key: 'online-course-ads-metrics',
    section: 'online-course',
    title: {
      zh: '课程笔记：Ozon 站内广告入门与三个核心指标',
      en: 'Course Notes: Getting Started with Ozon Ads and Three Key Metrics',
      ru: 'Конспект курса: реклама на Ozon для начинающих и три ключевых показателя',
    },
    summary: {
      zh: '广告专题第 1 讲笔记：读懂点击率、转化率和 ACoS，用小预算判断广告是否赚钱。',
      en: 'Notes from Lesson 1 of the ads module: read CTR, conversion and ACoS to tell whether a small ad budget pays off.',
      ru: 'Конспект первого урока о рекламе: CTR, конверсия и ДРР — как понять, окупается ли небольшой рекламный бюджет.',
    },
    body: {
      zh: `本节对应广告专题第 1 讲，介绍如何用有限预算测试站内推广。

## 三个核心指标

- **CTR（点击率）**：反映主图和标题是否吸引人。
- **转化率**：点击后下单的比例，受价格和评价影响。
- **ACoS（广告花费占比）**：衡量广告是否赚钱。

\`\`\`
ACoS = 广告花费 ÷ 广告带来的销售额 × 100%
\`\`\`

例如一周花费 3000 ₽、带来 20000 ₽ 销售额，ACoS 为 15%。只要 ACoS 低于你的毛利率，广告就在为你赚钱。`,
      en: `These notes cover Lesson 1 of the ads module: how to test in-platform promotion on a limited budget.

## Three key metrics

- **CTR (click-through rate)**: shows whether the main image and title attract attention.
- **Conversion rate**: the share of clicks that turn into orders, driven by price and reviews.
- **ACoS (advertising cost of sales)**: shows whether the ads are profitable.

\`\`\`
ACoS = ad spend ÷ sales generated by ads × 100%
\`\`\`

For example, spending 3,000 ₽ in a week and generating 20,000 ₽ in sales means an ACoS of 15%. As long as ACoS stays below your gross margin, the ads are making you money.`,
      ru: `Конспект первого урока модуля о рекламе: как протестировать продвижение внутри площадки с ограниченным бюджетом.

## Три ключевых показателя

- **CTR (кликабельность)**: показывает, цепляют ли главное фото и название.
- **Конверсия**: доля кликов, которые превращаются в заказы; зависит от цены и отзывов.
- **ДРР (доля рекламных расходов)**: показывает, окупается ли реклама.

\`\`\`
ДРР = расходы на рекламу ÷ продажи с рекламы × 100%
\`\`\`

Например, если за неделю потрачено 3 000 ₽, а реклама принесла 20 000 ₽ продаж, ДРР составит 15%. Пока ДРР ниже вашей валовой маржи, реклама приносит прибыль.`,
    },
    tags: {
      zh: ['广告', '数据指标', '课程笔记'],
      en: ['Advertising', 'Metrics', 'Course notes'],
      ru: ['Реклама', 'Метрики', 'Конспект'],
    },
    author: '数据分析课程组',
    publishedAt: '2026-05-06T09:00:00.000Z',
    views: 14590,
    keywords: {
      zh: 'Ozon广告, 站内推广, ACoS, 点击率, 转化率',
      en: 'Ozon ads, in-platform promotion, ACoS, CTR, conversion rate',
      ru: 'реклама на Ozon, продвижение, ДРР, CTR, конверсия',
    },
  },
  {
    key: 'online-course-data-product-selection',
    section: 'online-course',
    title: {
      zh: '课程笔记：用数据分析选品的五个步骤',
      en: 'Course Notes: Five Steps to Data-Driven Product Selection',
      ru: 'Конспект курса: пять шагов выбора товара на основе данных',
    },
    summary: {
      zh: '《数据化选品》系列视频的方法总结：从类目增长到小批量测款，五步筛出适合自己的潜力商品。',
      en: 'The method from the "Data-Driven Product Selection" series: five steps from category growth to small-batch testing.',
      ru: 'Метод из видеосерии «Выбор товара на основе данных»: пять шагов от роста категории до тестовой партии.',
    },
    body: {
      zh: `本笔记整理自《数据化选品》系列视频，演示如何用 Ozon 数据分析工具筛选潜力类目。

## 五个步骤

1. 按类目查看近 30 天销售额和增长率。
2. 筛选**竞争度低、增长快**的细分类目。
3. 分析头部商品的价格带和评价数量。
4. 估算扣除运费和佣金后的利润空间。
5. 小批量测款，用两到四周的数据验证。

> 课程提醒：销量高不等于适合你，重量大、易破损或需要特殊认证的商品要谨慎。`,
      en: `These notes come from the "Data-Driven Product Selection" video series and show how to shortlist promising categories with Ozon Data Analytics.

## Five steps

1. Review each category's sales and growth rate over the last 30 days.
2. Filter for niches with **low competition and fast growth**.
3. Analyse the price range and review counts of the top products.
4. Estimate the margin left after shipping and commission.
5. Test with a small batch and validate with two to four weeks of data.

> A reminder from the course: high sales do not mean a product suits you. Be careful with heavy or fragile items and those that need special certification.`,
      ru: `Конспект видеосерии «Выбор товара на основе данных»: как отобрать перспективные категории с помощью «Аналитики Ozon».

## Пять шагов

1. Посмотрите продажи и темпы роста категории за последние 30 дней.
2. Отберите ниши с **низкой конкуренцией и быстрым ростом**.
3. Изучите ценовой диапазон и количество отзывов у лидеров.
4. Оцените маржу после вычета логистики и комиссии.
5. Закажите небольшую тестовую партию и проверьте гипотезу на данных за две–четыре недели.

> Напоминание из курса: высокие продажи ещё не значат, что товар подойдёт именно вам. Осторожнее с тяжёлыми и хрупкими товарами, а также с теми, что требуют особой сертификации.`,
    },
    tags: {
      zh: ['选品', '数据分析', '课程笔记', '类目'],
      en: ['Product selection', 'Data analysis', 'Course notes', 'Categories'],
      ru: ['Выбор товара', 'Аналитика', 'Конспект', 'Категории'],
    },
    author: '数据分析课程组',
    publishedAt: '2026-06-24T09:00:00.000Z',
    views: 47310,
    keywords: {
      zh: 'Ozon选品, 数据选品, 蓝海类目, 测款, 竞争分析',
      en: 'Ozon product research, data-driven selection, niche categories, product testing, competition analysis',
      ru: 'выбор товара для Ozon, аналитика ниш, тестовая партия, конкуренция, категории',
    },
  },
  {
    key: 'online-course-seasonal-calendar',
    section: 'online-course',
    title: {
      zh: '课程笔记：俄罗斯电商旺季日历与备货节奏',
      en: 'Course Notes: The Russian E-commerce Peak Calendar and Stocking Rhythm',
      ru: 'Конспект курса: календарь сезонных пиков и ритм закупок',
    },
    summary: {
      zh: '《季节性运营》课程笔记：新年、节日、开学季和双 11 各卖什么，以及旺季商品要提前多久入仓。',
      en: 'Notes from "Seasonal Operations": what sells for New Year, holidays, back to school and 11.11, and how early to stock up.',
      ru: 'Конспект урока «Сезонность в продажах»: что покупают к Новому году, праздникам, школе и 11.11 и когда завозить товар.',
    },
    body: {
      zh: `本节笔记对应视频课《季节性运营》，梳理俄罗斯买家的主要消费节点。

| 节点 | 时间 | 热门品类 |
|---|---|---|
| 新年 | 12 月至 1 月初 | 礼品、装饰、电子产品 |
| 祖国保卫者日与妇女节 | 2 月 23 日、3 月 8 日 | 礼品、美妆、配饰 |
| 开学季 | 8 月至 9 月初 | 文具、书包、儿童服装 |
| 双 11 与黑色星期五 | 11 月 | 几乎所有品类 |

### 备货节奏

跨境头程加清关通常需要数周，课程建议**至少提前 6–8 周**把旺季商品送到 FBO 仓库，并在节点前两周开始投放广告预热。`,
      en: `These notes accompany the video lesson "Seasonal Operations" and map out the main shopping peaks for Russian buyers.

| Occasion | When | Hot categories |
|---|---|---|
| New Year | December to early January | Gifts, decorations, electronics |
| Defender of the Fatherland Day and Women's Day | 23 February, 8 March | Gifts, beauty, accessories |
| Back to school | August to early September | Stationery, backpacks, kidswear |
| 11.11 and Black Friday | November | Almost every category |

### Stocking rhythm

First-mile shipping plus customs clearance usually takes several weeks, so the course recommends getting seasonal products into FBO warehouses **at least 6–8 weeks in advance** and starting ad warm-up two weeks before each peak.`,
      ru: `Конспект видеоурока «Сезонность в продажах»: основные пики покупательской активности в России.

| Событие | Когда | Популярные категории |
|---|---|---|
| Новый год | Декабрь — начало января | Подарки, декор, электроника |
| День защитника Отечества и 8 Марта | 23 февраля, 8 марта | Подарки, косметика, аксессуары |
| Снова в школу | Август — начало сентября | Канцтовары, рюкзаки, детская одежда |
| 11.11 и Чёрная пятница | Ноябрь | Практически все категории |

### Ритм закупок

Доставка до России и растаможка обычно занимают несколько недель, поэтому в курсе советуют завозить сезонные товары на склады FBO **минимум за 6–8 недель** и запускать разогревающую рекламу за две недели до пика.`,
    },
    tags: {
      zh: ['旺季', '备货', '课程笔记'],
      en: ['Peak season', 'Stocking', 'Course notes'],
      ru: ['Сезонность', 'Закупки', 'Конспект'],
    },
    author: '跨境课堂编辑部',
    publishedAt: '2026-08-12T09:00:00.000Z',
    views: 9876,
    keywords: {
      zh: '俄罗斯电商旺季, 新年备货, 黑色星期五, 双11, 季节性需求',
      en: 'Russian e-commerce peak season, New Year stock, Black Friday, 11.11, seasonal demand',
      ru: 'сезонный спрос, Новый год, Чёрная пятница, 11.11, закупки для Ozon',
    },
  },
  {
    key: 'online-course-returns-reviews',
    section: 'online-course',
    title: {
      zh: '课程笔记：降低退货率与回应差评',
      en: 'Course Notes: Lowering Returns and Responding to Negative Reviews',
      ru: 'Конспект курса: как снизить возвраты и отвечать на негативные отзывы',
    },
    summary: {
      zh: '售后专题视频的笔记：从尺码表、图片到包装减少退货，并用三步法礼貌回应差评。',
      en: 'Notes from the after-sales module: cut returns through size charts, images and packaging, and answer bad reviews in three steps.',
      ru: 'Конспект модуля о постпродажном сервисе: меньше возвратов благодаря размерной сетке, фото и упаковке и ответ на негатив в три шага.',
    },
    body: {
      zh: `本篇对应售后专题视频，讲解如何降低退货率并妥善回应差评。

## 降低退货的做法

- 尺码表按俄罗斯尺码标注，并给出厘米数值。
- 主图和描述如实展示颜色与材质。
- 包装加固，易碎品使用气泡膜。

## 回应差评

> 先道歉、再说明原因、最后给出解决办法，回复要用礼貌的俄语，不要与买家争辩。

关于退货规则的最新说明，请以官方文档为准：[Ozon Global 帮助中心](https://docs.ozon.ru/global/)。`,
      en: `These notes accompany the after-sales video module: how to lower your return rate and respond well to negative reviews.

## Ways to reduce returns

- Label size charts in Russian sizes and give measurements in centimetres.
- Show colour and material accurately in images and descriptions.
- Reinforce packaging and use bubble wrap for fragile items.

## Responding to negative reviews

> Apologise first, explain the cause, then offer a solution. Reply in polite Russian and never argue with the buyer.

For the latest return rules, always refer to the official documentation: [Ozon Global Help Center](https://docs.ozon.ru/global/).`,
      ru: `Конспект видеомодуля о постпродажном обслуживании: как снизить долю возвратов и грамотно отвечать на негативные отзывы.

## Как сократить возвраты

- Указывайте в размерной сетке российские размеры и замеры в сантиметрах.
- Честно показывайте цвет и материал на фото и в описании.
- Усиливайте упаковку, хрупкие товары заворачивайте в пузырчатую плёнку.

## Ответы на негативные отзывы

> Сначала извинитесь, затем объясните причину и предложите решение. Отвечайте вежливо и по-русски, не спорьте с покупателем.

Актуальные правила возврата всегда сверяйте с официальной документацией: [справочный центр Ozon Global](https://docs.ozon.ru/global/).`,
    },
    tags: {
      zh: ['退货', '评价', '售后'],
      en: ['Returns', 'Reviews', 'After-sales'],
      ru: ['Возвраты', 'Отзывы', 'Сервис'],
    },
    author: '跨境课堂编辑部',
    publishedAt: '2026-10-08T09:00:00.000Z',
    views: 6243,
    keywords: {
      zh: 'Ozon退货, 差评处理, 尺码表, 售后服务',
      en: 'Ozon returns, negative reviews, size chart, after-sales service',
      ru: 'возвраты Ozon, негативные отзывы, размерная сетка, сервис',
    },
  },

  // ─── operate ──────────────────────────────────────────────────────────────────────────────
  {
    key: 'operate-fbo-vs-fbs-costs',
    section: 'operate',
    title: {
      zh: 'FBO 还是 FBS？跨境卖家的履约成本对比',
      en: 'FBO or FBS? A Fulfilment Cost Comparison for Cross-Border Sellers',
      ru: 'FBO или FBS? Сравнение расходов для кросс-бордер продавцов',
    },
    summary: {
      zh: '选择履约模式不能只看运费，本文从头程、仓储、时效和资金占用四个角度对比 FBO 与 FBS/rFBS。',
      en: 'Shipping cost is only part of the picture: we compare FBO with FBS/rFBS on first mile, storage, delivery time and tied-up capital.',
      ru: 'Стоимость доставки — лишь часть картины: сравниваем FBO и FBS/rFBS по доставке до РФ, хранению, срокам и замороженным деньгам.',
    },
    body: {
      zh: `选择履约模式不能只看运费，还要算上仓储、退货和资金占用。

| 成本项 | FBO | FBS / rFBS |
|---|---|---|
| 头程 | 批量发到俄罗斯仓库 | 按单发货或集中转运 |
| 仓储 | 按体积和时长计费 | 自有仓库成本 |
| 时效 | 较快，通常数天内送达 | 跨境直发可能需要数周 |
| 资金占用 | 高，需要提前备货 | 低，按需采购 |

## 实操建议

- 把销量稳定、周转快的商品放 FBO。
- 长尾 SKU 和测款商品保留在 FBS 或 rFBS。
- 每月检查 FBO 库存周转天数，**超过 60 天的滞销品**及时降价或撤仓。`,
      en: `Choosing a fulfilment model is not just about shipping costs; you also need to count storage, returns and tied-up capital.

| Cost item | FBO | FBS / rFBS |
|---|---|---|
| First mile | Bulk shipment to a Russian warehouse | Per-order shipping or consolidated forwarding |
| Storage | Charged by volume and time | Your own warehouse costs |
| Delivery time | Fast, usually within a few days | Direct cross-border shipping may take weeks |
| Tied-up capital | High, stock must be sent in advance | Low, buy as needed |

## Practical tips

- Keep products with steady sales and fast turnover on FBO.
- Keep long-tail SKUs and test products on FBS or rFBS.
- Check FBO days of inventory every month and promptly discount or withdraw **slow movers older than 60 days**.`,
      ru: `Выбирая схему работы, смотрите не только на стоимость доставки: учитывайте хранение, возвраты и замороженные деньги.

| Статья расходов | FBO | FBS / rFBS |
|---|---|---|
| Доставка до РФ | Крупной партией на склад в России | Поштучно или консолидированной отправкой |
| Хранение | Оплата по объёму и сроку | Расходы на собственный склад |
| Срок доставки | Быстро, обычно за несколько дней | Прямая отправка из-за рубежа может занять недели |
| Замороженные деньги | Много, товар нужно завезти заранее | Мало, закупка по мере необходимости |

## Практические советы

- Товары со стабильными продажами и быстрой оборачиваемостью держите на FBO.
- Товары «длинного хвоста» и тестовые позиции оставляйте на FBS или rFBS.
- Ежемесячно проверяйте оборачиваемость на FBO и вовремя уценивайте или вывозите **неликвид, лежащий дольше 60 дней**.`,
    },
    tags: {
      zh: ['FBO', 'FBS', '仓储成本'],
      en: ['FBO', 'FBS', 'Storage costs'],
      ru: ['FBO', 'FBS', 'Хранение'],
    },
    author: '运营研究院',
    publishedAt: '2026-01-20T09:00:00.000Z',
    views: 22584,
    keywords: {
      zh: 'FBO, FBS, rFBS, Ozon仓储费, 履约成本, 跨境物流',
      en: 'FBO, FBS, rFBS, Ozon storage fees, fulfilment costs, cross-border logistics',
      ru: 'FBO, FBS, rFBS, хранение на Ozon, расходы на логистику, кросс-бордер',
    },
  },
  {
    key: 'operate-promotion-profit-check',
    section: 'operate',
    title: {
      zh: '报名 Ozon 促销活动前必须算清的一笔账',
      en: 'Do the Maths Before Joining an Ozon Promotion',
      ru: 'Посчитайте выгоду до участия в акции Ozon',
    },
    summary: {
      zh: '用一个利润公式和实例判断折扣活动是否值得参加，并附三条报名原则。',
      en: 'A profit formula and a worked example to decide whether a discount campaign is worth it, plus three rules for joining.',
      ru: 'Формула прибыли и пример расчёта, чтобы понять, стоит ли участвовать в акции, и три правила участия.',
    },
    body: {
      zh: `Ozon 平台经常邀请卖家参加折扣活动，报名前要先确认降价后是否仍有利润。

\`\`\`
活动利润 = 活动价 − 佣金 − 物流费 − 广告费 − 商品成本
\`\`\`

例如原价 1500 ₽ 的商品参加 20% 折扣，活动价 1200 ₽。如果成本和各项费用合计 1050 ₽，每单利润只剩 150 ₽。

## 报名原则

- **利润为负的活动不要参加**，除非是为了清库存。
- 提前备足库存，避免活动期间断货影响排名。
- 活动结束后观察自然排名和销量是否提升。`,
      en: `Ozon regularly invites sellers to join discount campaigns. Before you sign up, check that you still make a profit at the lower price.

\`\`\`
Campaign profit = campaign price − commission − logistics − ad spend − product cost
\`\`\`

For example, a product listed at 1,500 ₽ joins a 20% discount and sells for 1,200 ₽. If cost plus all fees add up to 1,050 ₽, you are left with only 150 ₽ per order.

## Rules for joining

- **Skip campaigns with negative margins** unless you are clearing stock.
- Stock up in advance so you do not sell out mid-campaign and lose ranking.
- After the campaign, check whether organic ranking and sales have improved.`,
      ru: `Ozon регулярно приглашает продавцов в акции со скидками. Прежде чем участвовать, убедитесь, что после снижения цены вы остаётесь в плюсе.

\`\`\`
Прибыль в акции = цена в акции − комиссия − логистика − реклама − себестоимость
\`\`\`

Например, товар за 1 500 ₽ участвует в акции со скидкой 20% и продаётся за 1 200 ₽. Если себестоимость и все расходы вместе составляют 1 050 ₽, с каждого заказа остаётся лишь 150 ₽.

## Правила участия

- **Не участвуйте в акциях с отрицательной маржой**, если только не распродаёте остатки.
- Заранее пополните запасы, чтобы товар не закончился посреди акции и не потерял позиции.
- После акции проверьте, выросли ли органические позиции и продажи.`,
    },
    tags: {
      zh: ['促销', '利润', '定价'],
      en: ['Promotions', 'Profit', 'Pricing'],
      ru: ['Акции', 'Прибыль', 'Цены'],
    },
    author: '运营研究院',
    publishedAt: '2026-02-26T09:00:00.000Z',
    views: 15037,
    keywords: {
      zh: 'Ozon促销, 折扣活动, 活动利润, 定价策略',
      en: 'Ozon promotions, discount campaigns, campaign profit, pricing strategy',
      ru: 'акции Ozon, скидки, прибыль в акции, стратегия цен',
    },
  },
  {
    key: 'operate-inventory-turnover',
    section: 'operate',
    title: {
      zh: '库存周转：别让 FBO 仓储费吞掉你的利润',
      en: 'Inventory Turnover: Stop FBO Storage Fees from Eating Your Profit',
      ru: 'Оборачиваемость: не дайте хранению на FBO съесть прибыль',
    },
    summary: {
      zh: '用周转天数监控每个 SKU，附每周检查清单，既避免滞销积压，也防止爆款断货。',
      en: 'Track days of inventory for every SKU with a weekly checklist to avoid both dead stock and sold-out bestsellers.',
      ru: 'Следите за оборачиваемостью каждого SKU по еженедельному чек-листу, чтобы не копить неликвид и не терять хиты из-за нехватки.',
    },
    body: {
      zh: `FBO 仓库的库存放得越久，仓储成本越高。用周转天数监控每个 SKU 是最简单的方法。

\`\`\`
周转天数 = 当前库存 ÷ 近 30 天日均销量
\`\`\`

### 每周检查清单

1. 导出所有 SKU 的库存和销量数据。
2. 标记周转超过 60 天的商品，安排降价或参加活动。
3. 标记周转低于 14 天的商品，及时补货以免断货。

> 断货会让商品失去搜索排名，补货后往往需要一段时间才能恢复。`,
      en: `The longer stock sits in an FBO warehouse, the more it costs to store. Tracking days of inventory for every SKU is the simplest way to keep this under control.

\`\`\`
Days of inventory = current stock ÷ average daily sales over the last 30 days
\`\`\`

### Weekly checklist

1. Export stock and sales data for all SKUs.
2. Flag products with more than 60 days of inventory and schedule a discount or a promotion.
3. Flag products with less than 14 days of inventory and restock before they sell out.

> Running out of stock costs a product its search ranking, and it often takes a while to recover after restocking.`,
      ru: `Чем дольше товар лежит на складе FBO, тем дороже обходится хранение. Самый простой способ держать это под контролем — следить за оборачиваемостью каждого SKU в днях.

\`\`\`
Оборачиваемость (дни) = текущий остаток ÷ среднесуточные продажи за 30 дней
\`\`\`

### Еженедельный чек-лист

1. Выгрузите остатки и продажи по всем SKU.
2. Отметьте товары с оборачиваемостью больше 60 дней и запланируйте уценку или участие в акции.
3. Отметьте товары с оборачиваемостью меньше 14 дней и вовремя пополните запас.

> Когда товар заканчивается, он теряет позиции в поиске, и после пополнения на их восстановление часто уходит время.`,
    },
    tags: {
      zh: ['库存', 'FBO', '数据分析'],
      en: ['Inventory', 'FBO', 'Data analysis'],
      ru: ['Остатки', 'FBO', 'Аналитика'],
    },
    author: '运营研究院',
    publishedAt: '2026-04-09T09:00:00.000Z',
    views: 11462,
    keywords: {
      zh: '库存周转, FBO仓储费, 滞销, 补货, 断货',
      en: 'inventory turnover, FBO storage fees, dead stock, restocking, stockouts',
      ru: 'оборачиваемость, хранение FBO, неликвид, пополнение, дефицит',
    },
  },
  {
    key: 'operate-images-rich-content',
    section: 'operate',
    title: {
      zh: '提升转化率：主图、视频与富内容怎么做',
      en: 'Boosting Conversion: Main Images, Video and Rich Content',
      ru: 'Рост конверсии: главные фото, видео и рич-контент',
    },
    summary: {
      zh: '流量进来后能否成交取决于卡片呈现，本文给出主图规范以及视频和富内容的使用建议。',
      en: 'Whether traffic converts depends on how the card looks: guidelines for main images and tips on video and rich content.',
      ru: 'Превратится ли трафик в заказы, зависит от карточки: правила для главных фото и советы по видео и рич-контенту.',
    },
    body: {
      zh: `流量进来后能否成交，很大程度取决于商品卡片的呈现。

### 主图

- 白底或浅色背景，商品占画面八成左右。
- 第二到第五张图展示尺寸、细节和使用场景。
- 图片上的文字使用俄语，**不要留中文**。

### 视频与富内容

短视频能直观展示商品用法，富内容（Rich-контент）适合用图文讲清卖点。视频建议控制在 30 秒左右，前三秒就展示核心卖点。可在[卖家后台](https://seller.ozon.ru/)的商品编辑页面上传。`,
      en: `Once traffic arrives, whether it converts depends largely on how the product card looks.

### Main images

- Use a white or light background, with the product filling about 80% of the frame.
- Use images two to five to show size, details and use cases.
- Write any text on images in Russian and **leave no Chinese**.

### Video and rich content

Short videos show at a glance how a product is used, while rich content (Rich-контент) explains selling points with images and text. Keep videos to about 30 seconds and show the key selling point in the first three seconds. Upload them on the product editing page in your [seller account](https://seller.ozon.ru/).`,
      ru: `Когда трафик уже пришёл, продажа во многом зависит от того, как выглядит карточка товара.

### Главные фото

- Белый или светлый фон, товар занимает около 80% кадра.
- На фото со второго по пятое покажите размеры, детали и сценарии использования.
- Надписи на фото делайте на русском и **не оставляйте китайских иероглифов**.

### Видео и рич-контент

Короткое видео наглядно показывает, как пользоваться товаром, а рич-контент помогает раскрыть преимущества с помощью картинок и текста. Видео лучше укладывать примерно в 30 секунд и показывать главное преимущество в первые три секунды. Загрузить их можно на странице редактирования товара в [личном кабинете продавца](https://seller.ozon.ru/).`,
    },
    tags: {
      zh: ['转化率', '商品卡片', '主图'],
      en: ['Conversion', 'Product card', 'Images'],
      ru: ['Конверсия', 'Карточка товара', 'Фото'],
    },
    author: '运营研究院',
    publishedAt: '2026-05-21T09:00:00.000Z',
    views: 8357,
    keywords: {
      zh: 'Ozon主图, 商品视频, 富内容, Rich-контент, 转化率',
      en: 'Ozon main image, product video, rich content, Rich-контент, conversion rate',
      ru: 'главное фото, видео товара, рич-контент, конверсия, карточка Ozon',
    },
  },
  {
    key: 'operate-seller-rating-reviews',
    section: 'operate',
    title: {
      zh: '卖家评分与商品评价的日常维护',
      en: 'Day-to-Day Care of Your Seller Rating and Product Reviews',
      ru: 'Рейтинг продавца и отзывы: ежедневная работа',
    },
    summary: {
      zh: '卖家评分影响曝光和活动资格，这里列出三个需要每天关注的指标和对应做法。',
      en: 'Your seller rating affects visibility and promotion eligibility; here are three metrics to watch daily and what to do about them.',
      ru: 'Рейтинг продавца влияет на показы и доступ к акциям: три показателя, за которыми стоит следить каждый день, и что с ними делать.',
    },
    body: {
      zh: `卖家评分会影响商品曝光和参加活动的资格，需要每天关注。

| 指标 | 含义 | 日常做法 |
|---|---|---|
| 按时发货 | 在规定时间内把订单交给物流 | FBS 订单当天处理 |
| 取消率 | 因卖家原因取消的订单比例 | 库存实时同步 |
| 评价回复 | 对买家评价的回应 | 48 小时内回复 |

## 小贴士

遇到差评，**先找出原因**：是质量、尺码还是物流问题？从根源上改进商品或描述，比单纯回复更有效。如果问题出在物流，可以考虑加固包装或更换发货方式。`,
      en: `Your seller rating affects product visibility and eligibility for promotions, so check it every day.

| Metric | Meaning | Daily practice |
|---|---|---|
| On-time shipping | Handing orders to logistics within the deadline | Process FBS orders the same day |
| Cancellation rate | Share of orders cancelled because of the seller | Sync stock in real time |
| Review replies | Responses to buyer reviews | Reply within 48 hours |

## Tip

When you get a negative review, **find the cause first**: is it quality, sizing or delivery? Fixing the root cause in the product or description works better than just replying. If the problem lies in delivery, consider sturdier packaging or a different shipping method.`,
      ru: `Рейтинг продавца влияет на показы товаров и возможность участвовать в акциях, поэтому проверяйте его каждый день.

| Показатель | Что означает | Что делать ежедневно |
|---|---|---|
| Отгрузка в срок | Передача заказа в доставку вовремя | Обрабатывать заказы FBS в день поступления |
| Доля отмен | Доля заказов, отменённых по вине продавца | Синхронизировать остатки в реальном времени |
| Ответы на отзывы | Реакция на отзывы покупателей | Отвечать в течение 48 часов |

## Совет

Получив негативный отзыв, **сначала найдите причину**: качество, размер или доставка? Устранить её в самом товаре или описании эффективнее, чем просто ответить. Если дело в доставке, подумайте о более надёжной упаковке или другом способе отправки.`,
    },
    tags: {
      zh: ['卖家评分', '评价', '店铺运营'],
      en: ['Seller rating', 'Reviews', 'Store operations'],
      ru: ['Рейтинг продавца', 'Отзывы', 'Управление магазином'],
    },
    author: '运营研究院',
    publishedAt: '2026-07-08T09:00:00.000Z',
    views: 5128,
    keywords: {
      zh: 'Ozon卖家评分, 商品评价, 取消率, 按时发货',
      en: 'Ozon seller rating, product reviews, cancellation rate, on-time shipping',
      ru: 'рейтинг продавца Ozon, отзывы, доля отмен, отгрузка в срок',
    },
  },
  {
    key: 'operate-search-keywords',
    section: 'operate',
    title: {
      zh: '用搜索词数据优化关键词，稳定提升自然流量',
      en: 'Use Search Query Data to Refine Keywords and Grow Organic Traffic',
      ru: 'Как с помощью данных о запросах подобрать ключевые слова и нарастить органический трафик',
    },
    summary: {
      zh: '四个步骤找到热度高、竞争少的长尾词，并提醒你注意俄语的词形变化。',
      en: 'Four steps to find in-demand, low-competition long-tail queries, plus a reminder about Russian inflection.',
      ru: 'Четыре шага к запросам с хорошим спросом и слабой конкуренцией и напоминание о русских склонениях.',
    },
    body: {
      zh: `Ozon 的搜索会参考商品标题、属性和描述中的词，关键词选得准，自然流量才能稳定增长。

## 操作步骤

1. 在数据分析工具中输入核心词，查看相关搜索词的热度。
2. 挑出热度高、竞争商品少的长尾词。
3. 把最重要的词放进标题，其余写进属性和描述。
4. 两周后对比曝光和点击数据，再做调整。

> 注意俄语的词形变化：同一个词有单复数和不同的格，买家搜索时多用主格形式。`,
      en: `Ozon search takes into account the words in a product's title, attributes and description. Choose keywords well and your organic traffic will grow steadily.

## Step by step

1. Enter a core term in your analytics tool and check how popular related search queries are.
2. Pick long-tail queries with high demand and few competing products.
3. Put the most important terms in the title and the rest in attributes and the description.
4. After two weeks, compare impressions and clicks, then adjust.

> Watch out for Russian inflection: the same word has singular, plural and case forms, and buyers usually search in the nominative.`,
      ru: `Поиск Ozon учитывает слова в названии, характеристиках и описании товара. Точно подобранные ключевые слова обеспечивают стабильный рост органического трафика.

## Пошагово

1. Введите основной запрос в инструменте аналитики и посмотрите популярность связанных запросов.
2. Выберите уточняющие запросы («длинный хвост») с заметным спросом и небольшим числом конкурирующих товаров.
3. Самые важные слова поставьте в название, остальные — в характеристики и описание.
4. Через две недели сравните показы и клики и скорректируйте.

> Помните о склонениях: у одного слова есть формы единственного и множественного числа и разные падежи, а покупатели чаще ищут в именительном падеже.`,
    },
    tags: {
      zh: ['关键词', 'SEO', '自然流量', '数据分析'],
      en: ['Keywords', 'SEO', 'Organic traffic', 'Data analysis'],
      ru: ['Ключевые слова', 'SEO', 'Органический трафик', 'Аналитика'],
    },
    author: '运营研究院',
    publishedAt: '2026-08-27T09:00:00.000Z',
    views: 19864,
    keywords: {
      zh: 'Ozon关键词, 搜索词, 长尾词, 自然流量, 俄语SEO',
      en: 'Ozon keywords, search queries, long-tail keywords, organic traffic, Russian SEO',
      ru: 'ключевые слова Ozon, поисковые запросы, длинный хвост, органический трафик, SEO',
    },
  },
  {
    key: 'operate-daily-dashboard',
    section: 'operate',
    title: {
      zh: '每天 15 分钟：卖家必看的数据看板',
      en: '15 Minutes a Day: The Dashboard Every Seller Should Check',
      ru: '15 минут в день: показатели, которые продавец должен проверять',
    },
    summary: {
      zh: '不必盯着所有数据，每天看四个关键指标、每周做一次复盘，就能及早发现问题。',
      en: 'No need to watch every number: four key metrics a day and a weekly review are enough to spot problems early.',
      ru: 'Не нужно следить за всеми цифрами: четырёх ключевых показателей в день и еженедельного разбора хватит, чтобы вовремя заметить проблему.',
    },
    body: {
      zh: `店铺运营不需要盯着所有数据，每天固定看几个关键指标就能及时发现问题。

## 每日必看

- **订单量与销售额**：和上周同一天对比，波动超过 30% 要查原因。
- **曝光与点击率**：曝光下降可能是排名或广告出了问题。
- **库存预警**：FBO 库存不足 14 天销量的 SKU。
- **新评价**：尤其是三星及以下的评价。

## 每周复盘

每周一汇总上周数据并记录结论，例如哪个广告活动效果最好、哪个商品需要调价。`,
      en: `Running a store does not mean watching every number. Checking a few key metrics at the same time each day is enough to catch problems early.

## Check daily

- **Orders and revenue**: compare with the same weekday last week and investigate swings above 30%.
- **Impressions and CTR**: a drop in impressions may point to a ranking or advertising issue.
- **Stock alerts**: SKUs with less than 14 days of sales left in FBO.
- **New reviews**: especially those rated three stars or lower.

## Weekly review

Every Monday, summarise last week's data and write down your conclusions, such as which ad campaign worked best and which product needs a price change.`,
      ru: `Вести магазин — не значит следить за всеми цифрами. Достаточно каждый день в одно и то же время смотреть несколько ключевых показателей, чтобы вовремя заметить проблему.

## Каждый день

- **Заказы и выручка**: сравнивайте с тем же днём прошлой недели и разбирайтесь с колебаниями больше 30%.
- **Показы и CTR**: падение показов может говорить о проблемах с позициями или рекламой.
- **Остатки**: SKU, которых на FBO осталось меньше чем на 14 дней продаж.
- **Новые отзывы**: особенно с оценкой три звезды и ниже.

## Еженедельный разбор

Каждый понедельник подводите итоги прошлой недели и записывайте выводы: какая рекламная кампания сработала лучше, какому товару нужно изменить цену.`,
    },
    tags: {
      zh: ['数据看板', '店铺运营'],
      en: ['Dashboard', 'Store operations'],
      ru: ['Дашборд', 'Управление магазином'],
    },
    author: '运营研究院',
    publishedAt: '2026-10-22T09:00:00.000Z',
    views: 3719,
    keywords: {
      zh: '数据看板, 店铺数据, 曝光, 点击率, 库存预警',
      en: 'seller dashboard, store data, impressions, CTR, stock alerts',
      ru: 'дашборд продавца, показатели магазина, показы, CTR, остатки',
    },
  },

  // ─── ecommerce-intro ──────────────────────────────────────────────────────────────────────
  {
    key: 'ecommerce-intro-what-is-ozon',
    section: 'ecommerce-intro',
    title: {
      zh: 'Ozon 是什么？中国卖家入门第一课',
      en: 'What Is Ozon? Lesson One for Chinese Sellers',
      ru: 'Что такое Ozon? Первый урок для продавцов из Китая',
    },
    summary: {
      zh: '认识俄罗斯领先的综合电商平台 Ozon，了解它为什么值得中国卖家关注。',
      en: "Meet Ozon, one of Russia's leading e-commerce platforms, and why it deserves Chinese sellers' attention.",
      ru: 'Знакомство с Ozon — одной из ведущих онлайн-площадок России — и почему она интересна продавцам из Китая.',
    },
    body: {
      zh: `Ozon 是俄罗斯领先的综合电商平台之一，覆盖电子产品、家居、服装、汽配等几乎所有品类。

## 为什么值得关注

- 俄罗斯网购用户规模大，线上渗透率仍在提升。
- 平台通过 Ozon Global 等项目支持中国卖家跨境开店。
- 中国商品在性价比和供应链上具有优势。

> 入门建议：先了解平台规则和物流方式，再决定卖什么，而不是反过来。

想了解入驻条件，可以访问 [Ozon 卖家平台](https://seller.ozon.ru/)。`,
      en: `Ozon is one of Russia's leading general e-commerce platforms, covering almost every category from electronics and home goods to fashion and auto parts.

## Why it is worth a look

- Russia has a large online shopper base, and online penetration is still growing.
- Programmes such as Ozon Global help Chinese sellers open cross-border stores.
- Chinese products have strong advantages in value for money and supply chains.

> Advice for beginners: learn the platform rules and logistics options first, then decide what to sell, not the other way round.

To learn about onboarding requirements, visit the [Ozon seller platform](https://seller.ozon.ru/).`,
      ru: `Ozon — одна из ведущих универсальных онлайн-площадок России: от электроники и товаров для дома до одежды и автозапчастей.

## Почему на неё стоит обратить внимание

- В России много онлайн-покупателей, и доля интернет-торговли продолжает расти.
- Такие программы, как Ozon Global, помогают китайским продавцам открывать кросс-бордер магазины.
- Китайские товары выигрывают по соотношению цены и качества и благодаря налаженным цепочкам поставок.

> Совет новичкам: сначала разберитесь в правилах площадки и вариантах логистики и только потом решайте, что продавать, — а не наоборот.

Об условиях подключения можно узнать на [платформе для продавцов Ozon](https://seller.ozon.ru/).`,
    },
    tags: {
      zh: ['Ozon', '入门', '跨境电商'],
      en: ['Ozon', 'Getting started', 'Cross-border e-commerce'],
      ru: ['Ozon', 'Для новичков', 'Кросс-бордер'],
    },
    author: '新手学堂编辑部',
    publishedAt: '2026-01-12T09:00:00.000Z',
    views: 38951,
    keywords: {
      zh: 'Ozon是什么, 俄罗斯电商, Ozon Global, 跨境电商入门',
      en: 'what is Ozon, Russian e-commerce, Ozon Global, cross-border e-commerce basics',
      ru: 'что такое Ozon, e-commerce в России, Ozon Global, кросс-бордер для начинающих',
    },
  },
  {
    key: 'ecommerce-intro-seller-registration',
    section: 'ecommerce-intro',
    title: {
      zh: '跨境卖家入驻 Ozon 需要准备什么',
      en: 'What Cross-Border Sellers Need to Prepare Before Joining Ozon',
      ru: 'Что подготовить кросс-бордер продавцу перед регистрацией на Ozon',
    },
    summary: {
      zh: '一份入驻前的资料清单，并提醒新手以官方最新规则为准、警惕"包过"中介。',
      en: 'A document checklist for registration, with a reminder to follow the latest official rules and beware of agents promising "guaranteed approval".',
      ru: 'Чек-лист документов для регистрации и напоминание: ориентируйтесь на актуальные официальные правила и не верьте посредникам с «гарантией одобрения».',
    },
    body: {
      zh: `注册前把资料准备齐全，可以少走很多弯路。

## 准备清单

1. 有效的企业营业执照（个体户能否入驻以平台当时的规定为准）。
2. 法定代表人的身份证件与联系方式。
3. 用于收款的账户或支付服务。
4. 计划销售的商品清单和大致价格。

**提示**：入驻流程和要求可能调整，务必以官方最新说明为准，不要轻信承诺"包过"的中介。

详细说明见 [Ozon Global 文档](https://docs.ozon.ru/global/)。`,
      en: `Having your documents ready before you register will save you a lot of detours.

## Checklist

1. A valid business licence (whether sole proprietors can join depends on the platform rules at the time).
2. The legal representative's ID and contact details.
3. An account or payment service for receiving payouts.
4. A list of the products you plan to sell, with rough prices.

**Note**: the onboarding process and requirements may change. Always follow the latest official guidance and do not trust agents who "guarantee approval".

See the [Ozon Global documentation](https://docs.ozon.ru/global/) for details.`,
      ru: `Если подготовить документы заранее, регистрация пройдёт без лишних хлопот.

## Чек-лист

1. Действующее свидетельство о регистрации компании (бизнес-лицензия); может ли зарегистрироваться индивидуальный предприниматель, зависит от текущих правил площадки.
2. Удостоверение личности и контакты законного представителя.
3. Счёт или платёжный сервис для получения выплат.
4. Список товаров, которые вы планируете продавать, с примерными ценами.

**Важно**: порядок и требования к подключению могут меняться. Всегда сверяйтесь с актуальными официальными разъяснениями и не доверяйте посредникам, которые «гарантируют одобрение».

Подробности — в [документации Ozon Global](https://docs.ozon.ru/global/).`,
    },
    tags: {
      zh: ['入驻', '开店', '新手'],
      en: ['Registration', 'Opening a store', 'Beginners'],
      ru: ['Регистрация', 'Открытие магазина', 'Новичкам'],
    },
    author: '新手学堂编辑部',
    publishedAt: '2026-03-04T09:00:00.000Z',
    views: 29407,
    keywords: {
      zh: 'Ozon入驻, 跨境开店, 营业执照, Ozon Global注册',
      en: 'join Ozon, open a cross-border store, business licence, Ozon Global registration',
      ru: 'регистрация на Ozon, открыть магазин, бизнес-лицензия, Ozon Global',
    },
  },
  {
    key: 'ecommerce-intro-rubles-payouts',
    section: 'ecommerce-intro',
    title: {
      zh: '卢布、汇率与回款：新手必懂的资金流',
      en: 'Rubles, Exchange Rates and Payouts: The Money Flow Every Beginner Should Know',
      ru: 'Рубли, курс и выплаты: как движутся деньги продавца',
    },
    summary: {
      zh: '一张流程图看懂订单资金从买家到卖家的路径，并用实例说明汇率波动对利润的影响。',
      en: "A simple flow shows how an order's money travels from buyer to seller, with an example of how exchange rates affect profit.",
      ru: 'Простая схема пути денег от покупателя к продавцу и пример того, как курс влияет на прибыль.',
    },
    body: {
      zh: `在 Ozon 上，商品以卢布标价，卖家最终收到的是扣除各项费用后的结算款。

## 一笔订单的资金流

\`\`\`
买家支付(₽) → 平台扣除佣金和物流服务费 → 结算给卖家 → 换汇回款(¥)
\`\`\`

汇率波动会直接影响利润。例如同样 1000 ₽ 的结算款，汇率从 12 变为 13，到手人民币就从约 83 元变为约 77 元。

> 建议在定价时留出汇率缓冲，并定期根据汇率调整售价。`,
      en: `On Ozon, products are priced in rubles, and sellers receive a settlement after all fees have been deducted.

## Money flow of one order

\`\`\`
Buyer pays (₽) → platform deducts commission and logistics fees → settlement to seller → conversion and payout (¥)
\`\`\`

Exchange-rate swings hit your profit directly. For example, with the same 1,000 ₽ settlement, a rate moving from 12 to 13 cuts what you receive from about 83 CNY to about 77 CNY.

> Build an exchange-rate buffer into your prices and adjust them regularly as the rate moves.`,
      ru: `На Ozon цены указываются в рублях, а продавец получает выплату за вычетом всех сборов.

## Движение денег по одному заказу

\`\`\`
Покупатель платит (₽) → площадка удерживает комиссию и логистику → выплата продавцу → конвертация и перевод (¥)
\`\`\`

Колебания курса напрямую влияют на прибыль. Например, при одной и той же выплате 1 000 ₽ изменение курса с 12 до 13 уменьшает сумму к получению примерно с 83 до 77 юаней.

> Закладывайте в цену запас на колебания курса и регулярно пересматривайте цены вслед за ним.`,
    },
    tags: {
      zh: ['回款', '汇率', '卢布'],
      en: ['Payouts', 'Exchange rate', 'Ruble'],
      ru: ['Выплаты', 'Курс', 'Рубль'],
    },
    author: '新手学堂编辑部',
    publishedAt: '2026-04-23T09:00:00.000Z',
    views: 12753,
    keywords: {
      zh: 'Ozon回款, 卢布汇率, 结算, 跨境收款',
      en: 'Ozon payouts, ruble exchange rate, settlement, cross-border payments',
      ru: 'выплаты Ozon, курс рубля, расчёты с продавцом, кросс-бордер платежи',
    },
  },
  {
    key: 'ecommerce-intro-eac-certification',
    section: 'ecommerce-intro',
    title: {
      zh: 'EAC 认证入门：哪些商品需要什么文件',
      en: 'EAC Certification Basics: Which Products Need Which Documents',
      ru: 'Сертификация EAC для начинающих: какие документы нужны товарам',
    },
    summary: {
      zh: '了解合格证书、合格声明和说明函的区别，以及新手在认证上最容易踩的坑。',
      en: 'The difference between a certificate, a declaration and an exemption letter, and the certification pitfalls beginners hit most.',
      ru: 'Чем сертификат отличается от декларации и отказного письма и на чём чаще всего ошибаются новички.',
    },
    body: {
      zh: `向俄罗斯销售的许多商品需要符合欧亚经济联盟（EAEU）的技术法规，并加贴 EAC 标志。

| 文件类型 | 常见适用商品（示例） |
|---|---|
| 合格证书（Сертификат соответствия） | 儿童用品等风险较高的商品 |
| 合格声明（Декларация о соответствии） | 许多日用品、服装、小家电 |
| 说明函（Отказное письмо） | 不属于强制认证范围的商品 |

### 新手注意

- 所需文件取决于商品的具体编码和用途，**务必先咨询专业认证机构**。
- 部分品类还需要接入"诚信标志"（Честный знак）商品标识系统。`,
      en: `Many products sold to Russia must comply with the technical regulations of the Eurasian Economic Union (EAEU) and carry the EAC mark.

| Document | Typical products (examples) |
|---|---|
| Certificate of conformity (Сертификат соответствия) | Higher-risk goods such as children's products |
| Declaration of conformity (Декларация о соответствии) | Many household goods, clothing, small appliances |
| Exemption letter (Отказное письмо) | Goods outside mandatory certification |

### Notes for beginners

- The required document depends on the product's exact code and purpose, so **always consult a professional certification body first**.
- Some categories must also join the "Chestny Znak" (Честный знак) product labelling system.`,
      ru: `Многие товары, которые продаются в России, должны соответствовать техническим регламентам Евразийского экономического союза (ЕАЭС) и иметь знак EAC.

| Документ | Типичные товары (примеры) |
|---|---|
| Сертификат соответствия | Товары повышенного риска, например детские |
| Декларация о соответствии | Многие товары для дома, одежда, мелкая бытовая техника |
| Отказное письмо | Товары, не подлежащие обязательной сертификации |

### Важно для новичков

- Нужный документ зависит от кода ТН ВЭД и назначения товара, поэтому **обязательно проконсультируйтесь с аккредитованным органом по сертификации**.
- Для некоторых категорий также обязательна маркировка в системе «Честный знак».`,
    },
    tags: {
      zh: ['EAC认证', '合规', '新手'],
      en: ['EAC certification', 'Compliance', 'Beginners'],
      ru: ['Сертификация EAC', 'Соответствие', 'Новичкам'],
    },
    author: '新手学堂编辑部',
    publishedAt: '2026-06-05T09:00:00.000Z',
    views: 17209,
    keywords: {
      zh: 'EAC认证, 合格证书, 合格声明, 说明函, 诚信标志',
      en: 'EAC certification, certificate of conformity, declaration of conformity, exemption letter, Chestny Znak',
      ru: 'сертификация EAC, сертификат соответствия, декларация о соответствии, отказное письмо, Честный знак',
    },
  },
  {
    key: 'ecommerce-intro-logistics-customs',
    section: 'ecommerce-intro',
    title: {
      zh: '跨境物流与清关基础：商品是怎么到达俄罗斯买家手中的',
      en: 'Cross-Border Logistics and Customs Basics: How Goods Reach Russian Buyers',
      ru: 'Основы кросс-бордер логистики и растаможки: как товар доходит до покупателя в России',
    },
    summary: {
      zh: '头程、清关、末端配送三个环节一次讲清，并提醒新手如实申报以免扣货。',
      en: 'First mile, customs and last mile explained in one go, with a reminder to declare accurately so shipments are not held.',
      ru: 'Доставка до России, таможня и последняя миля — коротко и по порядку, плюс напоминание о точном декларировании.',
    },
    body: {
      zh: `从中国把商品卖到俄罗斯，要经过头程运输、清关和末端配送三个环节。

## 基本流程

1. 国内揽收并打包，贴好俄语标签。
2. 通过陆运、空运或铁路运往俄罗斯。
3. 在俄罗斯海关办理清关，缴纳相应税费。
4. 送入 Ozon 仓库（FBO）或直接配送给买家。

> 清关资料要真实，品名、数量和申报价值与实际不符可能导致扣货。

新手可以先选择与平台合作的物流服务商，流程更省心。`,
      en: `Selling from China to Russia involves three stages: first-mile transport, customs clearance and last-mile delivery.

## The basic flow

1. Pick up and pack the goods in China and apply Russian-language labels.
2. Ship to Russia by road, air or rail.
3. Clear Russian customs and pay the applicable duties and taxes.
4. Deliver to an Ozon warehouse (FBO) or directly to the buyer.

> Customs documents must be accurate. If the product name, quantity or declared value does not match the actual goods, the shipment may be held.

Beginners can start with logistics providers that partner with the platform to keep things simple.`,
      ru: `Продажа товаров из Китая в Россию проходит три этапа: доставка до России, таможенное оформление и доставка последней мили.

## Базовая схема

1. Забор и упаковка товара в Китае, маркировка этикетками на русском языке.
2. Перевозка в Россию автотранспортом, самолётом или по железной дороге.
3. Таможенное оформление в России и уплата пошлин и налогов.
4. Доставка на склад Ozon (FBO) или напрямую покупателю.

> Документы для таможни должны быть достоверными: если наименование, количество или заявленная стоимость не совпадают с фактическими, груз могут задержать.

Новичкам проще начать с логистических партнёров площадки — так будет меньше хлопот.`,
    },
    tags: {
      zh: ['跨境物流', '清关', '新手'],
      en: ['Cross-border logistics', 'Customs', 'Beginners'],
      ru: ['Логистика', 'Таможня', 'Новичкам'],
    },
    author: '新手学堂编辑部',
    publishedAt: '2026-07-22T09:00:00.000Z',
    views: 10386,
    keywords: {
      zh: '跨境物流, 俄罗斯清关, 头程运输, 申报价值',
      en: 'cross-border logistics, Russian customs clearance, first-mile shipping, declared value',
      ru: 'логистика из Китая, растаможка, доставка в Россию, заявленная стоимость',
    },
  },
  {
    key: 'ecommerce-intro-glossary',
    section: 'ecommerce-intro',
    title: {
      zh: 'Ozon 新手术语表：SKU、FBO、FBS、rFBS 一次看懂',
      en: 'Ozon Glossary for Beginners: SKU, FBO, FBS and rFBS Explained',
      ru: 'Словарь новичка Ozon: SKU, FBO, FBS и rFBS простыми словами',
    },
    summary: {
      zh: '后台和群聊里最常见的缩写与术语，一张表帮你快速入门。',
      en: 'The abbreviations and terms you will meet most often in the seller account and chat groups, in one table.',
      ru: 'Самые частые сокращения и термины из личного кабинета и чатов продавцов в одной таблице.',
    },
    body: {
      zh: `刚接触 Ozon 时，后台和群聊里的缩写常让人摸不着头脑。下面是最常见的几个。

| 术语 | 含义 |
|---|---|
| SKU | 商品的最小库存单位 |
| FBO | 商品存放在 Ozon 仓库，由平台配送 |
| FBS | 商品存放在卖家仓库，卖家打包后交给物流 |
| rFBS | 卖家自己负责配送给买家 |
| 商品卡片 | 商品页面，包括标题、图片、属性和描述 |

**建议**：把这张表保存下来，遇到新词随时补充。`,
      en: `When you first start on Ozon, the abbreviations in the seller account and chat groups can be confusing. Here are the most common ones.

| Term | Meaning |
|---|---|
| SKU | The smallest stock-keeping unit of a product |
| FBO | Goods are stored in Ozon warehouses and delivered by the platform |
| FBS | Goods are stored in the seller's warehouse; the seller packs them and hands them to logistics |
| rFBS | The seller is responsible for delivery to the buyer |
| Product card | The product page, including title, images, attributes and description |

**Tip**: save this table and add new terms as you come across them.`,
      ru: `Поначалу сокращения в личном кабинете и чатах продавцов могут сбить с толку. Вот самые распространённые.

| Термин | Значение |
|---|---|
| SKU | Минимальная складская единица товара |
| FBO | Товар хранится на складах Ozon и доставляется площадкой |
| FBS | Товар хранится на складе продавца, продавец упаковывает его и передаёт в доставку |
| rFBS | Продавец сам отвечает за доставку покупателю |
| Карточка товара | Страница товара: название, фото, характеристики и описание |

**Совет**: сохраните эту таблицу и дополняйте её новыми терминами.`,
    },
    tags: {
      zh: ['术语', '新手'],
      en: ['Glossary', 'Beginners'],
      ru: ['Словарь', 'Новичкам'],
    },
    author: '新手学堂编辑部',
    publishedAt: '2026-09-16T09:00:00.000Z',
    views: 24175,
    keywords: {
      zh: 'Ozon术语, SKU, FBO, FBS, rFBS, 商品卡片',
      en: 'Ozon glossary, SKU, FBO, FBS, rFBS, product card',
      ru: 'термины Ozon, SKU, FBO, FBS, rFBS, карточка товара',
    },
  },
  {
    key: 'ecommerce-intro-first-90-days',
    section: 'ecommerce-intro',
    title: {
      zh: '新店前 90 天的成长路线图',
      en: "A Roadmap for Your New Store's First 90 Days",
      ru: 'План развития нового магазина на первые 90 дней',
    },
    summary: {
      zh: '打基础、找爆款、放大规模，三个阶段帮新卖家稳步起步。',
      en: 'Lay the groundwork, find bestsellers, then scale: three stages for a steady start.',
      ru: 'Заложить основу, найти хиты и масштабироваться: три этапа для уверенного старта.',
    },
    body: {
      zh: `新店开张后，不要急于铺大量商品，按阶段推进更稳妥。

### 三个阶段

1. **第 1–30 天 打基础**：上架 10–20 个经过调研的商品，把卡片做完整，熟悉订单处理和发货流程。
2. **第 31–60 天 找爆款**：根据曝光和转化数据找出表现最好的商品，用小预算测试站内广告。
3. **第 61–90 天 放大**：把验证过的商品转入 FBO 备货，并报名适合的促销活动。

> 每个阶段结束时先回看数据再决定下一步，不要凭感觉扩张。`,
      en: `After opening a new store, don't rush to list lots of products; moving in stages is safer.

### Three stages

1. **Days 1–30, lay the groundwork**: list 10–20 researched products, complete every card and learn order processing and shipping.
2. **Days 31–60, find bestsellers**: use impression and conversion data to identify your top performers and test in-platform ads on a small budget.
3. **Days 61–90, scale up**: move proven products to FBO stock and join suitable promotions.

> At the end of each stage, review the data before deciding on the next step; don't expand on gut feeling.`,
      ru: `Открыв магазин, не спешите выкладывать много товаров: двигаться поэтапно надёжнее.

### Три этапа

1. **Дни 1–30, закладываем основу**: загрузите 10–20 изученных товаров, полностью заполните карточки и освойте обработку заказов и отгрузку.
2. **Дни 31–60, ищем хиты**: по показам и конверсии определите самые успешные товары и протестируйте рекламу на площадке с небольшим бюджетом.
3. **Дни 61–90, масштабируем**: переведите проверенные товары на FBO и подайте заявки на подходящие акции.

> В конце каждого этапа сначала изучите данные и только потом решайте, что делать дальше, — не расширяйтесь наугад.`,
    },
    tags: {
      zh: ['新店', '成长路线', '新手'],
      en: ['New store', 'Roadmap', 'Beginners'],
      ru: ['Новый магазин', 'План', 'Новичкам'],
    },
    author: '新手学堂编辑部',
    publishedAt: '2026-11-15T09:00:00.000Z',
    views: 1284,
    keywords: {
      zh: 'Ozon新店, 开店计划, 爆款, 新手运营',
      en: 'new Ozon store, store launch plan, bestsellers, beginner operations',
      ru: 'новый магазин на Ozon, план запуска, хиты продаж, старт продаж',
    },
  },
]
