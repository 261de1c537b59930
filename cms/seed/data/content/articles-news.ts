/**
 * Demo articles of the business college's news sections in zh (the source), en and ru:
 * e-commerce news (`electricity`), data and industry reports (`report`) and short industry
 * briefs (`industry-news`), 7 each. Figures in the reports are sample data, not official
 * Ozon statistics; fees and rules are given as examples only.
 */
import type { SeedArticle } from './types'

export const newsArticles: SeedArticle[] = [
  // E-commerce news (电商资讯)
  {
    key: 'electricity-fbo-fbs-rfbs-2026',
    section: 'electricity',
    title: {
      zh: '2026 年物流模式怎么选：FBO、FBS 与 rFBS 对比',
      en: 'Choosing a logistics model in 2026: FBO vs FBS vs rFBS',
      ru: 'Какую схему логистики выбрать в 2026 году: FBO, FBS или rFBS',
    },
    summary: {
      zh: '三种履约模式在时效、成本和库存风险上差异明显，本文按商品类型给出选择建议。',
      en: 'The three fulfilment models differ sharply in delivery speed, cost and inventory risk; here is which one fits which kind of product.',
      ru: 'Три модели выполнения заказов заметно различаются по срокам доставки, затратам и рискам по остаткам; разбираем, какая схема подходит для каких товаров.',
    },
    body: {
      zh: `## 三种模式的核心区别

FBO 是把货提前送进 Ozon 仓库，由平台负责存储和配送；FBS 是卖家自己存货，接单后把包裹送到平台的接收点；rFBS 则由卖家全程自行配送到买家手中。

| 模式 | 配送时效 | 库存风险 | 适合商品 |
|---|---|---|---|
| FBO | 快，常见 1–3 天 | 高，需提前备货 | 已验证的爆款 |
| FBS | 中等 | 中 | 测款、中小批量 |
| rFBS | 较慢 | 低 | 大件、定制、跨境直发 |

## 选择建议

- 新品测款阶段优先用 FBS 或 rFBS，避免压货
- 日销稳定后，把**销量前 20% 的 SKU** 转入 FBO，换取更快的时效，通常也有利于搜索排名
- 大件商品先算清仓储费，再决定是否入仓

> 各模式的费率会不定期调整，请以卖家后台的最新公告为准。`,
      en: `## The key differences

With FBO you ship stock to Ozon's warehouses in advance and the platform stores and delivers it; with FBS you keep the stock yourself and bring each order to an Ozon drop-off point; with rFBS you deliver to the buyer yourself, all the way.

| Model | Delivery time | Inventory risk | Best for |
|---|---|---|---|
| FBO | Fast, often 1–3 days | High, stock needed in advance | Proven bestsellers |
| FBS | Medium | Medium | Testing, small and mid-size batches |
| rFBS | Slower | Low | Bulky, made-to-order, cross-border direct |

## Recommendations

- While testing new products, start with FBS or rFBS so you don't tie up money in stock
- Once daily sales are stable, move **your top 20% of SKUs** to FBO for faster delivery, which usually helps search ranking too
- For bulky goods, calculate storage fees first, then decide whether to send them to a warehouse

> Rates for each model change from time to time; always check the latest announcements in your seller account.`,
      ru: `## Главные различия

При FBO вы заранее отгружаете товар на склады Ozon, а хранение и доставку берёт на себя площадка; при FBS товар хранится у вас, и каждый заказ вы привозите в пункт приёма Ozon; при rFBS вы сами доставляете заказ до покупателя.

| Схема | Срок доставки | Риск по остаткам | Для каких товаров |
|---|---|---|---|
| FBO | Быстро, обычно 1–3 дня | Высокий, нужен запас | Проверенные хиты продаж |
| FBS | Средний | Средний | Тестирование, малые и средние партии |
| rFBS | Дольше | Низкий | Крупногабарит, товары на заказ, кросс-бордер |

## Рекомендации

- На этапе тестирования новинок начинайте с FBS или rFBS, чтобы не замораживать деньги в остатках
- Когда продажи стабилизируются, переведите **топ-20% SKU** на FBO: доставка станет быстрее, а это обычно помогает и в поиске
- Для крупногабаритных товаров сначала посчитайте стоимость хранения, а потом решайте, везти ли их на склад

> Тарифы по каждой схеме периодически меняются — ориентируйтесь на актуальные объявления в личном кабинете продавца.`,
    },
    tags: {
      zh: ['物流', 'FBO', 'FBS'],
      en: ['Logistics', 'FBO', 'FBS'],
      ru: ['Логистика', 'FBO', 'FBS'],
    },
    author: '跨境物流观察组',
    publishedAt: '2026-01-12T02:00:00.000Z',
    views: 15320,
    keywords: {
      zh: 'Ozon 物流, FBO, FBS, rFBS, 履约模式',
      en: 'Ozon logistics, FBO, FBS, rFBS, fulfilment',
      ru: 'логистика Ozon, FBO, FBS, rFBS, фулфилмент',
    },
  },
  {
    key: 'electricity-ruble-payouts-pricing',
    section: 'electricity',
    title: {
      zh: '卢布汇率波动下，跨境卖家如何管理回款与定价',
      en: 'Managing payouts and pricing when the ruble fluctuates',
      ru: 'Как управлять выплатами и ценами при колебаниях курса рубля',
    },
    summary: {
      zh: '汇率波动会直接吞掉利润。本文梳理回款周期、换汇时点和调价节奏三个关键点。',
      en: 'Exchange-rate swings can wipe out your margin. We look at three levers: payout cycles, conversion timing and repricing rhythm.',
      ru: 'Колебания курса могут съесть всю маржу. Разбираем три рычага: цикл выплат, момент конвертации и ритм пересмотра цен.',
    },
    body: {
      zh: `## 为什么要关注汇率

买家看到的是**卢布价格**，而你的采购成本大多是人民币。假设卢布兑人民币贬值 5%，原本 15% 的毛利率可能只剩 10% 左右。

1. 了解自己的回款周期：从订单完成到资金到账通常有一段时间差，这段时间的汇率风险由你承担
2. 设定调价阈值：例如汇率累计变动超过 3% 时统一复核价格
3. 分批换汇：不要把所有回款集中在同一天兑换

> 建议在定价表里单独加一列“汇率缓冲”，例如预留 2%–3%，而不是事后被动调价。

回款和结算规则以卖家后台的[财务页面](https://seller.ozon.ru/app/finances)为准。`,
      en: `## Why the exchange rate matters

Buyers see **prices in rubles**, while most of your purchasing costs are in yuan. If the ruble loses, say, 5% against the yuan, a 15% gross margin can shrink to roughly 10%.

1. Know your payout cycle: there is usually a gap between order completion and the money reaching you, and you carry the currency risk during that time
2. Set a repricing threshold: for example, review all prices once the rate has moved more than 3% in total
3. Convert in batches: don't exchange all your payouts on a single day

> Add a separate "FX buffer" column to your pricing sheet, reserving e.g. 2–3%, instead of repricing reactively after the fact.

Payout and settlement rules are the ones shown on the [Finance page](https://seller.ozon.ru/app/finances) of your seller account.`,
      ru: `## Почему важен курс

Покупатель видит **цену в рублях**, а закупка у вас в основном в юанях. Если рубль ослабнет к юаню, скажем, на 5%, валовая маржа в 15% может сократиться примерно до 10%.

1. Знайте свой цикл выплат: между завершением заказа и поступлением денег обычно проходит время, и валютный риск в этот период лежит на вас
2. Задайте порог пересмотра цен: например, проверяйте все цены, когда курс в сумме сдвинулся больше чем на 3%
3. Конвертируйте частями: не обменивайте все выплаты в один день

> Добавьте в таблицу цен отдельный столбец «валютный запас», например 2–3%, вместо того чтобы менять цены вдогонку.

Правила выплат и расчётов смотрите в разделе [«Финансы»](https://seller.ozon.ru/app/finances) личного кабинета продавца.`,
    },
    tags: {
      zh: ['汇率', '回款', '定价'],
      en: ['Exchange rate', 'Payouts', 'Pricing'],
      ru: ['Курс валют', 'Выплаты', 'Ценообразование'],
    },
    author: '运营研究院',
    publishedAt: '2026-02-20T03:30:00.000Z',
    views: 9874,
    keywords: {
      zh: '卢布汇率, Ozon 回款, 跨境定价, 换汇',
      en: 'ruble exchange rate, Ozon payouts, cross-border pricing, currency conversion',
      ru: 'курс рубля, выплаты Ozon, ценообразование, конвертация валюты',
    },
  },
  {
    key: 'electricity-eac-compliance-checklist',
    section: 'electricity',
    title: {
      zh: '上架前的合规清单：EAC 认证、合格声明与标签',
      en: 'A pre-listing compliance checklist: EAC certificates, declarations and labels',
      ru: 'Чек-лист перед запуском: сертификаты ЕАС, декларации и маркировка',
    },
    summary: {
      zh: '不少品类进入俄罗斯市场需要 EAC 合格证书或合格声明。上架前按这份清单逐项核对，能少走很多弯路。',
      en: 'Many categories need an EAC certificate or declaration of conformity to be sold in Russia. Going through this checklist before listing saves a lot of trouble.',
      ru: 'Для многих категорий на российском рынке нужен сертификат или декларация соответствия ЕАЭС. Пройдитесь по этому чек-листу до запуска — это избавит от многих проблем.',
    },
    body: {
      zh: `## 上架前逐项核对

1. 确认品类是否需要认证：儿童用品、电器、化妆品、食品接触材料等通常要求较严
2. 区分证书（сертификат）和声明（декларация）：两者适用范围和办理方式不同
3. 检查证书上的申请人、产品名称和型号是否与商品卡片一致
4. 核对俄语标签：制造商、进口商、成分和 EAC 标志要齐全
5. 了解商品是否需要“Честный ЗНАК”数字标识

## 常见被驳回原因

- 证书已过期，或型号不在覆盖范围内
- 卡片上的品牌与证书不符

> 认证规则由欧亚经济联盟技术法规决定，具体要求建议咨询有资质的认证机构。`,
      en: `## Check item by item before listing

1. Confirm whether your category needs certification: children's goods, electrical appliances, cosmetics and food-contact materials are usually regulated more strictly
2. Tell a certificate (sertifikat) from a declaration (deklaratsiya): they cover different products and are obtained in different ways
3. Check that the applicant, product name and model on the document match your product card
4. Check the Russian label: manufacturer, importer, composition and the EAC mark must all be there
5. Find out whether the product needs "Chestny ZNAK" digital marking

## Common reasons for rejection

- The certificate has expired, or the model is not covered by it
- The brand on the card does not match the certificate

> Certification rules come from the technical regulations of the Eurasian Economic Union; for specific requirements, consult an accredited certification body.`,
      ru: `## Проверьте каждый пункт до запуска

1. Уточните, подлежит ли категория подтверждению соответствия: детские товары, электроприборы, косметика и материалы, контактирующие с пищей, обычно регулируются строже
2. Различайте сертификат и декларацию: у них разная сфера применения и разный порядок оформления
3. Проверьте, что заявитель, название товара и модель в документе совпадают с карточкой товара
4. Проверьте русскоязычную этикетку: изготовитель, импортёр, состав и знак ЕАС должны быть указаны
5. Выясните, нужна ли товару маркировка «Честный ЗНАК»

## Частые причины отказа

- Срок действия сертификата истёк, или модель не входит в его область
- Бренд в карточке не совпадает с указанным в сертификате

> Правила подтверждения соответствия определяются техническими регламентами ЕАЭС; за конкретными требованиями лучше обратиться в аккредитованный орган по сертификации.`,
    },
    tags: {
      zh: ['EAC 认证', '合规', '标签'],
      en: ['EAC', 'Compliance', 'Labelling'],
      ru: ['ЕАС', 'Сертификация', 'Маркировка'],
    },
    author: '合规研究小组',
    publishedAt: '2026-03-18T06:00:00.000Z',
    views: 21456,
    keywords: {
      zh: 'EAC 认证, 合格声明, 俄罗斯认证, Честный ЗНАК, 俄语标签',
      en: 'EAC certification, declaration of conformity, Russia certification, Chestny ZNAK, Russian label',
      ru: 'сертификация ЕАС, декларация соответствия, Честный ЗНАК, маркировка товаров, этикетка',
    },
  },
  {
    key: 'electricity-customs-declaration-mistakes',
    section: 'electricity',
    title: {
      zh: '跨境包裹清关：申报信息里最常见的 5 个错误',
      en: 'Cross-border parcel clearance: the 5 most common declaration mistakes',
      ru: 'Таможенное оформление посылок: 5 самых частых ошибок в декларации',
    },
    summary: {
      zh: '清关延误往往不是政策问题，而是申报信息填错了。本文列出常见错误，并给出一份规范的申报示例。',
      en: 'Customs delays are often caused not by policy but by wrong declaration data. Here are the usual mistakes and a sample of a correct declaration.',
      ru: 'Задержки на таможне часто связаны не с правилами, а с ошибками в данных декларации. Разбираем типичные ошибки и пример корректного заполнения.',
    },
    body: {
      zh: `清关资料由卖家或物流商提交，信息越准确，包裹在海关停留的时间就越短。一旦出错，海关可能要求整批货物补充资料，耽误的往往不止一个订单。

## 常见错误

- 品名写得太笼统，例如只写“礼品”或“配件”
- 申报价值与平台售价差距过大
- HS 编码与实际商品不符
- 收件人信息不完整或音译错误
- 一个包裹内混装多种未申报的商品

## 规范申报示例

\`\`\`
品名（俄文）: Чехол для смартфона, силикон
品名（英文）: Silicone phone case
HS 编码: 3926 90 xxxx（按实际商品归类）
数量: 2
单价: 3.50 USD
\`\`\`

> 以上仅为格式示例，HS 编码和申报要求请以承运商和海关的最新规定为准。`,
      en: `Clearance data is submitted by the seller or the logistics provider, and the more accurate it is, the less time parcels spend at customs. When something is wrong, customs may ask for extra documents for the whole consignment, delaying far more than one order.

## Common mistakes

- Item names that are too vague, such as just "gift" or "accessory"
- A declared value that differs greatly from the selling price on the marketplace
- An HS code that does not match the actual goods
- Incomplete recipient details or wrong transliteration
- Several undeclared items packed into one parcel

## A correct declaration, for example

\`\`\`
Item name (Russian): Чехол для смартфона, силикон
Item name (English): Silicone phone case
HS code: 3926 90 xxxx (classify by the actual item)
Quantity: 2
Unit price: 3.50 USD
\`\`\`

> This is only a format example; check the current rules of your carrier and customs for HS codes and declaration requirements.`,
      ru: `Данные для таможни подаёт продавец или логистический оператор, и чем они точнее, тем меньше посылки задерживаются на таможне. При ошибке дополнительные документы могут запросить по всей партии, и задержится далеко не один заказ.

## Частые ошибки

- Слишком общее наименование, например просто «подарок» или «аксессуар»
- Заявленная стоимость сильно отличается от цены продажи на маркетплейсе
- Код ТН ВЭД не соответствует фактическому товару
- Неполные данные получателя или ошибки в транслитерации
- Несколько незадекларированных товаров в одной посылке

## Пример корректного заполнения

\`\`\`
Наименование (рус.): Чехол для смартфона, силикон
Наименование (англ.): Silicone phone case
Код ТН ВЭД: 3926 90 xxxx (по фактическому товару)
Количество: 2
Цена за единицу: 3.50 USD
\`\`\`

> Это лишь пример формата: актуальные требования к кодам ТН ВЭД и декларированию уточняйте у перевозчика и в таможенных правилах.`,
    },
    tags: {
      zh: ['清关', '海关申报', '跨境物流'],
      en: ['Customs', 'Declarations', 'Cross-border logistics'],
      ru: ['Таможня', 'Декларирование', 'Кросс-бордер логистика'],
    },
    author: '跨境物流观察组',
    publishedAt: '2026-04-27T01:15:00.000Z',
    views: 7631,
    keywords: {
      zh: '跨境清关, 海关申报, HS 编码, 俄罗斯海关',
      en: 'customs clearance, customs declaration, HS code, Russian customs',
      ru: 'таможенное оформление, декларирование, код ТН ВЭД, таможня России',
    },
  },
  {
    key: 'electricity-product-card-quality',
    section: 'electricity',
    title: {
      zh: '商品卡片质量越来越重要：标题、图片与属性的优化要点',
      en: 'Product card quality matters more than ever: titles, images and attributes',
      ru: 'Качество карточки товара важно как никогда: название, фото и характеристики',
    },
    summary: {
      zh: '平台持续强调商品卡片的完整度和准确性。我们从标题、主图和属性三个方面，总结了可以马上执行的优化动作。',
      en: 'The platform keeps stressing complete and accurate product cards. We sum up quick wins for titles, main images and attributes.',
      ru: 'Площадка всё больше внимания уделяет полноте и точности карточек. Собрали быстрые улучшения для названия, главного фото и характеристик.',
    },
    body: {
      zh: `### 标题

按“商品类型 + 品牌 + 关键属性”组织，例如“Термокружка Brand 500 мл с крышкой”。避免堆砌关键词，也不要全部大写。

### 主图与图片

主图建议使用白底或简洁背景，商品占画面主体；后续图片展示尺寸、细节和使用场景，**俄语信息图**比中文截图更有说服力。

### 属性

属性填得越全，商品越容易出现在筛选结果中。颜色、材质、尺寸等筛选项务必准确，否则很容易引发退货。`,
      en: `### Title

Build it as "product type + brand + key attribute", e.g. "Термокружка Brand 500 мл с крышкой". Avoid keyword stuffing and don't write in all caps.

### Main image and gallery

Use a white or clean background for the main image, with the product filling most of the frame; use the other images to show size, details and use cases. **Infographics in Russian** are far more convincing than screenshots in Chinese.

### Attributes

The more attributes you fill in, the more often the product shows up in filtered results. Filter fields such as colour, material and size must be accurate, or they will easily lead to returns.`,
      ru: `### Название

Стройте его по схеме «тип товара + бренд + ключевая характеристика», например «Термокружка Brand 500 мл с крышкой». Не перегружайте название ключевыми словами и не пишите капслоком.

### Главное фото и галерея

Для главного фото подойдёт белый или нейтральный фон, товар должен занимать большую часть кадра; на остальных фото покажите размеры, детали и сценарии использования. **Инфографика на русском** убеждает гораздо лучше, чем скриншоты на китайском.

### Характеристики

Чем полнее заполнены характеристики, тем чаще товар попадает в результаты фильтров. Цвет, материал и размер должны быть указаны точно, иначе это легко приведёт к возвратам.`,
    },
    tags: {
      zh: ['商品卡片', 'SEO', '图片'],
      en: ['Product cards', 'SEO', 'Images'],
      ru: ['Карточка товара', 'SEO', 'Фото'],
    },
    author: '运营研究院',
    publishedAt: '2026-06-03T04:00:00.000Z',
    views: 32418,
    keywords: {
      zh: '商品卡片优化, Ozon 标题, 主图, 商品属性, Ozon SEO',
      en: 'product card optimization, Ozon title, main image, product attributes, Ozon SEO',
      ru: 'оптимизация карточки, название товара, главное фото, характеристики, SEO на Ozon',
    },
  },
  {
    key: 'electricity-returns-cost-control',
    section: 'electricity',
    title: {
      zh: '退货成本怎么控：跨境卖家的退货处理策略',
      en: 'Keeping return costs down: return strategies for cross-border sellers',
      ru: 'Как снизить затраты на возвраты: стратегии для кросс-бордер продавцов',
    },
    summary: {
      zh: '跨境商品退回国内成本很高，很多卖家选择在俄罗斯境内处理退货。本文对比几种处理方式，并给出降低退货率的方法。',
      en: 'Shipping returns back to China is expensive, so many sellers handle them inside Russia. We compare the options and list ways to lower the return rate.',
      ru: 'Возвращать товар в Китай дорого, поэтому многие продавцы обрабатывают возвраты в России. Сравниваем варианты и рассказываем, как снизить долю возвратов.',
    },
    body: {
      zh: `## 退货处理方式对比

| 方式 | 成本 | 适用情况 |
|---|---|---|
| 退回中国 | 高 | 高单价、可翻新的商品 |
| 俄罗斯本地仓暂存后重新上架 | 中 | 完好、可二次销售的商品 |
| 本地折价处理或销毁 | 低 | 低单价、易损商品 |

## 降低退货率的三个动作

- 服装鞋类提供详细的**尺码表**，并用厘米标注
- 图片颜色尽量还原实物，避免色差纠纷
- 定期查看退货原因统计，优先解决出现最多的问题

对低毛利商品来说，退货率每下降 1 个百分点，对利润的影响都很明显。`,
      en: `## Comparing ways to handle returns

| Option | Cost | When to use |
|---|---|---|
| Ship back to China | High | High-priced or refurbishable goods |
| Hold in a local Russian warehouse and relist | Medium | Undamaged goods that can be resold |
| Sell off locally at a discount or dispose | Low | Cheap or fragile goods |

## Three steps to a lower return rate

- Give apparel and footwear a detailed **size chart** in centimetres
- Keep colours in photos true to the real product to avoid disputes
- Review return-reason statistics regularly and fix the most frequent problem first

For low-margin products, every percentage point off the return rate makes a visible difference to profit.`,
      ru: `## Сравнение способов обработки возвратов

| Способ | Затраты | Когда подходит |
|---|---|---|
| Вернуть в Китай | Высокие | Дорогие товары или товары, которые можно восстановить |
| Хранить на складе в России и снова выставить на продажу | Средние | Целые товары, пригодные для повторной продажи |
| Уценить на месте или утилизировать | Низкие | Дешёвые и хрупкие товары |

## Три шага к снижению доли возвратов

- Для одежды и обуви добавьте подробную **таблицу размеров** в сантиметрах
- Цвета на фото должны соответствовать реальному товару — так меньше споров
- Регулярно смотрите статистику причин возврата и в первую очередь устраняйте самую частую

Для товаров с низкой маржой каждый процентный пункт снижения возвратов заметно влияет на прибыль.`,
    },
    tags: {
      zh: ['退货', '成本控制'],
      en: ['Returns', 'Cost control'],
      ru: ['Возвраты', 'Снижение затрат'],
    },
    author: '售后运营组',
    publishedAt: '2026-07-21T07:45:00.000Z',
    views: 11205,
    keywords: {
      zh: '退货处理, 退货率, 跨境退货, 尺码表',
      en: 'returns handling, return rate, cross-border returns, size chart',
      ru: 'обработка возвратов, доля возвратов, кросс-бордер возвраты, таблица размеров',
    },
  },
  {
    key: 'electricity-peak-season-inbound-plan',
    section: 'electricity',
    title: {
      zh: '旺季备货时间表：从 11.11 到新年季的入仓节奏',
      en: 'Peak-season stock timeline: inbound planning from 11.11 to New Year',
      ru: 'График поставок на высокий сезон: от 11.11 до новогодних продаж',
    },
    summary: {
      zh: '旺季仓库排队和头程延误几乎每年都会发生。按倒推时间表准备，才能避免“活动开始了，货还在路上”。',
      en: 'Warehouse queues and first-mile delays happen almost every peak season. Planning backwards from the event keeps your stock from still being in transit when the sale starts.',
      ru: 'Очереди на складах и задержки первой мили случаются почти каждый сезон. Планирование от даты акции поможет не остаться без товара в момент старта распродажи.',
    },
    body: {
      zh: `## 倒推时间表（以 11.11 为例）

1. 提前 10–12 周：根据去年数据和搜索趋势确定备货 SKU 和数量
2. 提前 8 周：完成采购和质检，预订头程运力
3. 提前 4–5 周：货物抵达俄罗斯，预约入仓时段
4. 提前 2 周：确认库存已上架可售，报名平台促销活动

> 旺季头程时效可能比平时多出 1–2 周，时间表宁早勿晚。

新年季需求通常在 12 月中旬达到高峰，可以在 11.11 之后**直接补货**，不必另起一轮。入仓预约和活动报名入口都在[卖家后台](https://seller.ozon.ru/)。`,
      en: `## A backwards timeline (11.11 as an example)

1. 10–12 weeks before: choose SKUs and quantities based on last year's data and search trends
2. 8 weeks before: finish purchasing and quality checks, book first-mile capacity
3. 4–5 weeks before: goods arrive in Russia, book warehouse delivery slots
4. 2 weeks before: confirm the stock is live and sellable, sign up for the platform's promotions

> In peak season, first-mile transit can take 1–2 weeks longer than usual, so err on the early side.

New Year demand usually peaks in mid-December, so you can **restock right after 11.11** instead of starting a separate cycle. Delivery slot booking and promotion sign-up are both in your [seller account](https://seller.ozon.ru/).`,
      ru: `## План от даты акции (на примере 11.11)

1. За 10–12 недель: выберите SKU и объёмы на основе прошлогодних данных и поисковых трендов
2. За 8 недель: завершите закупку и контроль качества, забронируйте первую милю
3. За 4–5 недель: товар прибывает в Россию, бронируйте слоты поставки на склад
4. За 2 недели: убедитесь, что товар принят и доступен к продаже, подайте заявки на акции площадки

> В высокий сезон первая миля может занимать на 1–2 недели дольше обычного, поэтому лучше начинать раньше.

Спрос перед Новым годом обычно достигает пика в середине декабря, поэтому можно **пополнить запасы сразу после 11.11**, не запуская отдельный цикл. Бронирование поставок и заявки на акции — в [личном кабинете продавца](https://seller.ozon.ru/).`,
    },
    tags: {
      zh: ['旺季', '备货', '物流'],
      en: ['Peak season', 'Stock planning', 'Logistics'],
      ru: ['Высокий сезон', 'Планирование запасов', 'Логистика'],
    },
    author: '跨境物流观察组',
    publishedAt: '2026-09-08T02:30:00.000Z',
    views: 18790,
    keywords: {
      zh: '旺季备货, 11.11, 新年季, 入仓预约, 头程物流',
      en: 'peak season stock, 11.11, New Year sales, warehouse slots, first-mile logistics',
      ru: 'подготовка к сезону, 11.11, новогодние продажи, слоты поставки, первая миля',
    },
  },
  // Data and industry reports (数据报告)
  {
    key: 'report-spring-gifting-2026',
    section: 'report',
    title: {
      zh: '2 月 23 日与 3 月 8 日礼品季数据观察：哪些品类值得提前布局',
      en: 'The February 23 and March 8 gift season: which categories to prepare early',
      ru: 'Подарочный сезон 23 Февраля и 8 Марта: какие категории готовить заранее',
    },
    summary: {
      zh: '祖国保卫者日和国际妇女节是俄罗斯开年最重要的两个送礼节点。本文用示例数据比较热门礼品品类的需求节奏。',
      en: 'Defender of the Fatherland Day and International Women\'s Day are the two biggest gifting occasions early in the Russian year. Sample data shows how demand builds in popular gift categories.',
      ru: 'День защитника Отечества и Международный женский день — главные подарочные поводы начала года в России. На примерных данных сравниваем, как растёт спрос в популярных категориях подарков.',
    },
    body: {
      zh: `## 需求节奏（示例数据）

| 品类 | 需求开始上升 | 峰值周 | 对应节日 |
|---|---|---|---|
| 男士护理礼盒 | 2 月初 | 2 月第三周 | 2 月 23 日 |
| 多功能工具 | 2 月初 | 2 月第三周 | 2 月 23 日 |
| 首饰与饰品 | 2 月中旬 | 3 月第一周 | 3 月 8 日 |
| 香薰与蜡烛 | 2 月中旬 | 3 月第一周 | 3 月 8 日 |

## 运营建议

1. 礼品类商品至少提前 3 周入仓，节前最后一周 FBO 的时效优势最明显
2. 在标题和属性中加入“подарок”（礼物）等节日相关词
3. 提供**礼品包装**选项，它往往是买家下单的决定因素

> 示例数据仅用于展示分析思路，实际趋势请结合自己店铺的后台数据判断。`,
      en: `## Demand timing (sample data)

| Category | Demand starts rising | Peak week | Occasion |
|---|---|---|---|
| Men's grooming gift sets | Early February | 3rd week of February | February 23 |
| Multi-tools | Early February | 3rd week of February | February 23 |
| Jewellery and accessories | Mid-February | 1st week of March | March 8 |
| Home fragrance and candles | Mid-February | 1st week of March | March 8 |

## Recommendations

1. Get gift items into the warehouse at least 3 weeks ahead; FBO's delivery-speed advantage matters most in the final week before the holiday
2. Add holiday words such as "подарок" (gift) to titles and attributes
3. Offer a **gift wrapping** option; it is often what makes the buyer order

> The sample data only illustrates the approach; judge real trends against your own store's analytics.`,
      ru: `## Динамика спроса (пример данных)

| Категория | Начало роста спроса | Пиковая неделя | Праздник |
|---|---|---|---|
| Подарочные наборы для мужчин | Начало февраля | 3-я неделя февраля | 23 Февраля |
| Мультитулы | Начало февраля | 3-я неделя февраля | 23 Февраля |
| Украшения и бижутерия | Середина февраля | 1-я неделя марта | 8 Марта |
| Ароматы для дома и свечи | Середина февраля | 1-я неделя марта | 8 Марта |

## Рекомендации

1. Поставляйте подарочные товары на склад минимум за 3 недели: преимущество FBO в скорости доставки сильнее всего заметно в последнюю неделю перед праздником
2. Добавьте в названия и характеристики праздничные слова, например «подарок»
3. Предложите **подарочную упаковку** — часто именно она склоняет покупателя к заказу

> Данные условные и лишь показывают подход; реальные тренды оценивайте по аналитике своего магазина.`,
    },
    tags: {
      zh: ['节日营销', '礼品', '选品'],
      en: ['Holiday marketing', 'Gifts', 'Product selection'],
      ru: ['Праздничные продажи', 'Подарки', 'Выбор товаров'],
    },
    author: '数据研究中心',
    publishedAt: '2026-01-19T03:00:00.000Z',
    views: 14230,
    keywords: {
      zh: '2 月 23 日, 3 月 8 日, 俄罗斯节日, 礼品选品, Ozon 备货',
      en: 'February 23, March 8, Russian holidays, gift products, Ozon stock planning',
      ru: '23 февраля, 8 марта, подарки, выбор товаров, поставки на Ozon',
    },
  },
  {
    key: 'report-summer-outdoor-garden-2026',
    section: 'report',
    title: {
      zh: '夏季户外与园艺类目预测：别等到 5 月才备货',
      en: 'Summer outdoor and garden forecast: don\'t wait until May to stock up',
      ru: 'Прогноз по товарам для сада и отдыха на лето: не ждите мая',
    },
    summary: {
      zh: '俄罗斯的“达恰”（乡间别墅）季从春天就开始升温。示例数据显示，园艺和户外商品的需求比很多卖家预想的来得更早。',
      en: 'Russia\'s dacha (country house) season starts warming up in spring. Sample data shows garden and outdoor demand arriving earlier than many sellers expect.',
      ru: 'Дачный сезон в России начинается уже весной. Условные данные показывают, что спрос на товары для сада и отдыха приходит раньше, чем ожидают многие продавцы.',
    },
    body: {
      zh: `## 月度需求指数（示例数据，1 月 = 100）

| 品类 | 3 月 | 4 月 | 5 月 | 6 月 |
|---|---|---|---|---|
| 种子与育苗用品 | 260 | 310 | 220 | 140 |
| 园艺工具 | 150 | 240 | 290 | 230 |
| 露营装备 | 120 | 180 | 260 | 320 |
| 烧烤用品 | 110 | 170 | 300 | 280 |

## 备货提示

1. 育苗相关商品在 3–4 月就进入高峰，跨境头程最好在 2 月中旬前发出
2. 露营和烧烤类在 5–6 月最旺，4 月完成入仓即可
3. 关注**5 月初的长假**，这是户外用品的集中购买期`,
      en: `## Monthly demand index (sample data, January = 100)

| Category | Mar | Apr | May | Jun |
|---|---|---|---|---|
| Seeds and seedling supplies | 260 | 310 | 220 | 140 |
| Garden tools | 150 | 240 | 290 | 230 |
| Camping gear | 120 | 180 | 260 | 320 |
| BBQ supplies | 110 | 170 | 300 | 280 |

## Stocking tips

1. Seedling products peak as early as March–April, so cross-border shipments should ideally leave before mid-February
2. Camping and BBQ goods sell best in May–June; getting them into the warehouse in April is enough
3. Watch **the early-May holidays**, a key buying period for outdoor goods`,
      ru: `## Месячный индекс спроса (пример данных, январь = 100)

| Категория | Март | Апрель | Май | Июнь |
|---|---|---|---|---|
| Семена и товары для рассады | 260 | 310 | 220 | 140 |
| Садовый инструмент | 150 | 240 | 290 | 230 |
| Товары для кемпинга | 120 | 180 | 260 | 320 |
| Всё для шашлыка и барбекю | 110 | 170 | 300 | 280 |

## Советы по закупке

1. Товары для рассады выходят на пик уже в марте–апреле, поэтому кросс-бордер партии желательно отправить до середины февраля
2. Кемпинг и товары для шашлыка лучше всего продаются в мае–июне — достаточно поставить их на склад в апреле
3. Учитывайте **майские праздники**: в это время особенно активно покупают товары для отдыха`,
    },
    tags: {
      zh: ['户外园艺', '季节性需求', '备货'],
      en: ['Outdoor and garden', 'Seasonal demand', 'Stock planning'],
      ru: ['Сад и отдых', 'Сезонный спрос', 'Планирование запасов'],
    },
    author: '选品分析组',
    publishedAt: '2026-02-03T05:00:00.000Z',
    views: 6742,
    keywords: {
      zh: '园艺用品, 露营装备, 达恰季, 季节性需求, Ozon 备货',
      en: 'garden supplies, camping gear, dacha season, seasonal demand, Ozon stock planning',
      ru: 'товары для сада, кемпинг, дачный сезон, сезонный спрос, закупка для Ozon',
    },
  },
  {
    key: 'report-home-kitchen-q1-2026',
    section: 'report',
    title: {
      zh: '2026 年一季度家居厨房类目复盘：小件收纳领跑',
      en: 'Home and kitchen in Q1 2026: small storage items lead',
      ru: 'Итоги I квартала 2026 в категории «Дом и кухня»: лидирует хранение',
    },
    summary: {
      zh: '用示例数据复盘一季度家居厨房类目，重点看销量增速、平均客单价和退货率三项指标。',
      en: 'A sample-data review of the home and kitchen category in Q1, focusing on sales growth, average order value and return rate.',
      ru: 'Разбор категории «Дом и кухня» за I квартал на примерных данных: рост продаж, средний чек и доля возвратов.',
    },
    body: {
      zh: `## 核心指标（示例数据）

| 子类目 | 销量同比 | 平均客单价（卢布） | 退货率 |
|---|---|---|---|
| 收纳盒与收纳架 | +47% | 850 | 3% |
| 厨房小工具 | +29% | 620 | 4% |
| 保鲜盒 | +18% | 1 100 | 5% |
| 餐具套装 | +9% | 2 300 | 8% |

## 解读

收纳类商品体积小、不易损坏、退货率低，非常适合跨境发货。餐具套装客单价高，但**破损导致的退货**拉低了利润，需要加强包装。

> 判断一个子类目是否值得进入，不要只看销量增速，要把退货率和物流成本一起算进去。`,
      en: `## Core metrics (sample data)

| Subcategory | Sales YoY | Avg. order value (RUB) | Return rate |
|---|---|---|---|
| Storage boxes and racks | +47% | 850 | 3% |
| Kitchen gadgets | +29% | 620 | 4% |
| Food containers | +18% | 1,100 | 5% |
| Dinnerware sets | +9% | 2,300 | 8% |

## Interpretation

Storage items are small, hard to damage and rarely returned, which makes them ideal for cross-border shipping. Dinnerware sets have a high order value, but **returns caused by breakage** eat into profit, so the packaging needs to be stronger.

> When deciding whether to enter a subcategory, don't look at sales growth alone: factor in the return rate and logistics costs too.`,
      ru: `## Ключевые показатели (пример данных)

| Подкатегория | Продажи г/г | Средний чек (₽) | Доля возвратов |
|---|---|---|---|
| Органайзеры и стеллажи для хранения | +47% | 850 | 3% |
| Кухонные мелочи | +29% | 620 | 4% |
| Контейнеры для еды | +18% | 1 100 | 5% |
| Наборы посуды | +9% | 2 300 | 8% |

## Интерпретация

Товары для хранения компактны, редко повреждаются и почти не возвращаются — идеальный вариант для кросс-бордер поставок. У наборов посуды высокий средний чек, но **возвраты из-за боя** снижают прибыль, поэтому упаковку нужно усилить.

> Оценивая, стоит ли заходить в подкатегорию, не смотрите только на рост продаж: учитывайте долю возвратов и логистические расходы.`,
    },
    tags: {
      zh: ['家居厨房', '季度复盘', '数据分析'],
      en: ['Home and kitchen', 'Quarterly review', 'Data analysis'],
      ru: ['Дом и кухня', 'Итоги квартала', 'Аналитика'],
    },
    author: '数据研究中心',
    publishedAt: '2026-04-15T02:00:00.000Z',
    views: 8954,
    keywords: {
      zh: '家居厨房, 收纳, 类目复盘, 退货率, Ozon 数据',
      en: 'home and kitchen, storage, category review, return rate, Ozon data',
      ru: 'дом и кухня, хранение, обзор категории, доля возвратов, данные Ozon',
    },
  },
  {
    key: 'report-electronics-accessories-price-bands',
    section: 'report',
    title: {
      zh: '3C 配件价格带分析：跨境卖家的机会在哪一档',
      en: 'Electronics accessories by price band: where cross-border sellers can win',
      ru: 'Аксессуары для электроники по ценовым сегментам: где шансы у кросс-бордер продавцов',
    },
    summary: {
      zh: '以手机壳、数据线、充电器为例，用示例数据拆解不同价格带的竞争强度和利润空间。',
      en: 'Taking phone cases, cables and chargers as examples, we use sample data to break down competition and margin in each price band.',
      ru: 'На примере чехлов, кабелей и зарядных устройств разбираем по условным данным конкуренцию и маржу в каждом ценовом сегменте.',
    },
    body: {
      zh: `## 价格带与竞争（示例数据）

| 价格带（卢布） | 商品数占比 | 销量占比 | 竞争强度 |
|---|---|---|---|
| 低于 300 | 41% | 35% | 很高 |
| 300–800 | 33% | 44% | 中 |
| 800–1 500 | 18% | 16% | 中低 |
| 高于 1 500 | 8% | 5% | 低 |

## 结论

**300–800 卢布**这一档的销量占比高于商品数占比，说明供给相对不足，是跨境卖家最值得切入的区间。低于 300 卢布的商品扣除佣金和物流后利润很薄，不建议作为主力。

### 计算利润时别忘了

- 平台佣金和收单费用
- 头程与最后一公里物流
- 退货和广告成本`,
      en: `## Price bands and competition (sample data)

| Price band (RUB) | Share of listings | Share of sales | Competition |
|---|---|---|---|
| Under 300 | 41% | 35% | Very high |
| 300–800 | 33% | 44% | Medium |
| 800–1,500 | 18% | 16% | Medium-low |
| Over 1,500 | 8% | 5% | Low |

## Conclusion

The **300–800 ruble** band takes a larger share of sales than of listings, which means supply is relatively short: this is the most attractive range for cross-border sellers. Below 300 rubles, the margin left after commission and logistics is very thin, so these items should not be your core range.

### Don't forget when calculating profit

- Platform commission and acquiring fees
- First-mile and last-mile logistics
- Returns and advertising costs`,
      ru: `## Ценовые сегменты и конкуренция (пример данных)

| Сегмент (₽) | Доля товаров | Доля продаж | Конкуренция |
|---|---|---|---|
| До 300 | 41% | 35% | Очень высокая |
| 300–800 | 33% | 44% | Средняя |
| 800–1 500 | 18% | 16% | Ниже средней |
| Выше 1 500 | 8% | 5% | Низкая |

## Вывод

В сегменте **300–800 рублей** доля продаж выше доли товаров, то есть предложения относительно не хватает — это самый привлекательный диапазон для кросс-бордер продавцов. Ниже 300 рублей маржа после комиссии и логистики очень мала, поэтому такие товары не стоит делать основой ассортимента.

### Что учесть при расчёте прибыли

- Комиссию площадки и эквайринг
- Первую и последнюю милю
- Возвраты и рекламу`,
    },
    tags: {
      zh: ['3C 配件', '价格带', '选品'],
      en: ['Electronics accessories', 'Price bands', 'Product selection'],
      ru: ['Аксессуары', 'Ценовые сегменты', 'Выбор товаров'],
    },
    author: '选品分析组',
    publishedAt: '2026-05-06T06:30:00.000Z',
    views: 19876,
    keywords: {
      zh: '3C 配件, 手机壳, 价格带分析, Ozon 选品, 利润计算',
      en: 'electronics accessories, phone cases, price band analysis, Ozon product selection, profit calculation',
      ru: 'аксессуары для электроники, чехлы, анализ ценовых сегментов, выбор товаров для Ozon, расчёт прибыли',
    },
  },
  {
    key: 'report-beauty-search-keywords-2026',
    section: 'report',
    title: {
      zh: '美妆个护搜索词报告：俄罗斯买家在搜什么',
      en: 'Beauty and personal care search report: what Russian buyers look for',
      ru: 'Запросы в категории «Красота и уход»: что ищут покупатели',
    },
    summary: {
      zh: '用示例搜索词数据观察美妆个护类目的需求变化，并演示如何把搜索词整理成卡片关键词。',
      en: 'We use sample search-term data to track demand in beauty and personal care, and show how to turn search terms into card keywords.',
      ru: 'На условных данных поисковых запросов смотрим, как меняется спрос в категории «Красота и уход», и показываем, как превратить запросы в ключевые слова карточки.',
    },
    body: {
      zh: `美妆个护是跨境卖家在 Ozon 上最活跃的类目之一。观察搜索词的变化，往往能比看销量榜更早发现需求拐点。以下数据为示例，用于演示分析方法。

## 示例搜索词与周搜索量

\`\`\`
патчи для глаз            18 400
сыворотка с ниацинамидом  12 900
корейская косметика       11 700
маска для волос            9 300
щётка для лица             4 100
\`\`\`

## 观察

- 功效成分类词（如烟酰胺）增长明显，买家越来越懂成分
- “韩国化妆品”仍是高流量词，亚洲产地对买家有吸引力
- 美容工具类搜索量较小，但竞争也更少

> 关键词要写进标题、描述和属性，但不要堆砌；只有**与商品真实相符**的词才能带来转化。`,
      en: `Beauty and personal care is one of the most active categories for cross-border sellers on Ozon. Watching how search terms change often reveals turning points in demand earlier than bestseller lists do. The data below is a sample used to demonstrate the method.

## Sample search terms and weekly search volume

\`\`\`
патчи для глаз            18 400
сыворотка с ниацинамидом  12 900
корейская косметика       11 700
маска для волос            9 300
щётка для лица             4 100
\`\`\`

## Observations

- Ingredient-led queries (such as niacinamide) are growing fast: buyers know their ingredients better and better
- "Korean cosmetics" is still a high-traffic query; Asian origin appeals to buyers
- Beauty tools get less search volume, but also face less competition

> Put keywords in the title, description and attributes without stuffing; only words that **truly match the product** bring conversions.`,
      ru: `«Красота и уход» — одна из самых активных категорий у кросс-бордер продавцов на Ozon. По изменению поисковых запросов перелом в спросе часто видно раньше, чем по спискам бестселлеров. Данные ниже условные и служат для демонстрации методики.

## Примеры запросов и недельная частотность

\`\`\`
патчи для глаз            18 400
сыворотка с ниацинамидом  12 900
корейская косметика       11 700
маска для волос            9 300
щётка для лица             4 100
\`\`\`

## Наблюдения

- Заметно растут запросы с активными ингредиентами (например, ниацинамид): покупатели всё лучше разбираются в составе
- «Корейская косметика» по-прежнему высокочастотный запрос, азиатское происхождение привлекает покупателей
- У аксессуаров для ухода частотность ниже, зато и конкуренция меньше

> Ключевые слова нужны в названии, описании и характеристиках, но без переспама: конверсию дают только те, что **действительно соответствуют товару**.`,
    },
    tags: {
      zh: ['美妆个护', '关键词', '搜索趋势'],
      en: ['Beauty', 'Keywords', 'Search trends'],
      ru: ['Красота и уход', 'Ключевые слова', 'Поисковые тренды'],
    },
    author: '选品分析组',
    publishedAt: '2026-06-16T03:20:00.000Z',
    views: 23140,
    keywords: {
      zh: '美妆个护, Ozon 关键词, 搜索词, 韩国化妆品, 卡片 SEO',
      en: 'beauty and personal care, Ozon keywords, search terms, Korean cosmetics, card SEO',
      ru: 'красота и уход, ключевые слова Ozon, поисковые запросы, корейская косметика, SEO карточки',
    },
  },
  {
    key: 'report-back-to-school-2026',
    section: 'report',
    title: {
      zh: '开学季报告：9 月 1 日前的文具与书包需求',
      en: 'Back-to-school report: stationery and backpack demand before September 1',
      ru: 'Сезон «Снова в школу»: спрос на канцтовары и ранцы до 1 сентября',
    },
    summary: {
      zh: '9 月 1 日“知识日”前，俄罗斯家庭会集中采购学习用品。示例数据显示，需求从 7 月下旬开始爬升。',
      en: 'Before September 1, Knowledge Day, Russian families stock up on school supplies. Sample data shows demand climbing from late July.',
      ru: 'Перед 1 сентября, Днём знаний, семьи массово закупают школьные принадлежности. Условные данные показывают, что спрос растёт с конца июля.',
    },
    body: {
      zh: `## 需求与价格（示例数据）

| 品类 | 需求高峰 | 主流价格带（卢布） |
|---|---|---|
| 小学书包 | 8 月第二至三周 | 2 500–5 000 |
| 笔类与文具套装 | 8 月第三至四周 | 200–900 |
| 练习本与笔记本 | 8 月最后一周 | 150–600 |

## 怎么用数据做决策

1. 用去年同期的搜索量和销量估算需求曲线
2. 对比竞品价格，选择**留有利润空间的价格带**
3. 按高峰时间倒推入仓日期，书包这类大件至少提前 4 周

> 小学书包要关注护脊设计和反光条等安全细节，这是俄罗斯家长最常问的问题。`,
      en: `## Demand and prices (sample data)

| Category | Demand peak | Mainstream price band (RUB) |
|---|---|---|
| Primary school backpacks | 2nd–3rd week of August | 2,500–5,000 |
| Pens and stationery sets | 3rd–4th week of August | 200–900 |
| Exercise books and notebooks | Last week of August | 150–600 |

## Using data to decide

1. Estimate the demand curve from last year's search volume and sales for the same period
2. Compare competitors' prices and pick a **price band that leaves room for profit**
3. Work back from the peak to your warehouse delivery date; bulky items such as backpacks need at least 4 weeks

> For primary school backpacks, pay attention to back support and safety details such as reflective strips: these are what Russian parents ask about most.`,
      ru: `## Спрос и цены (пример данных)

| Категория | Пик спроса | Основной ценовой сегмент (₽) |
|---|---|---|
| Ранцы для начальной школы | 2–3-я неделя августа | 2 500–5 000 |
| Ручки и канцелярские наборы | 3–4-я неделя августа | 200–900 |
| Тетради и блокноты | Последняя неделя августа | 150–600 |

## Как принимать решения на основе данных

1. Оцените кривую спроса по поисковым запросам и продажам за тот же период прошлого года
2. Сравните цены конкурентов и выберите **ценовой сегмент, в котором остаётся прибыль**
3. Рассчитайте дату поставки на склад от пика спроса: для крупных товаров вроде ранцев — минимум за 4 недели

> В ранцах для начальной школы обращайте внимание на ортопедическую спинку и светоотражающие элементы — именно об этом чаще всего спрашивают родители.`,
    },
    tags: {
      zh: ['开学季', '文具', '季节性需求'],
      en: ['Back to school', 'Stationery', 'Seasonal demand'],
      ru: ['Снова в школу', 'Канцтовары', 'Сезонный спрос'],
    },
    author: '数据研究中心',
    publishedAt: '2026-07-06T04:10:00.000Z',
    views: 12480,
    keywords: {
      zh: '开学季, 9 月 1 日, 书包, 文具, Ozon 季节性',
      en: 'back to school, September 1, school backpacks, stationery, Ozon seasonality',
      ru: 'снова в школу, 1 сентября, ранцы, канцтовары, сезонность на Ozon',
    },
  },
  {
    key: 'report-winter-apparel-2026',
    section: 'report',
    title: {
      zh: '2026 冬季服装类目趋势报告：保暖功能与价格带',
      en: '2026 winter apparel trend report: warmth features and price bands',
      ru: 'Тренды зимней одежды 2026: утепление и ценовые сегменты',
    },
    summary: {
      zh: '基于示例样本数据，分析冬季服装各子类目的搜索热度和主流价格带，帮助卖家确定备货方向。',
      en: 'Using sample data, we look at search interest and mainstream price bands across winter apparel subcategories to help sellers plan stock.',
      ru: 'На условных данных анализируем поисковый интерес и основные ценовые сегменты в подкатегориях зимней одежды, чтобы помочь спланировать закупку.',
    },
    body: {
      zh: `## 子类目概览（示例数据）

| 子类目 | 搜索热度环比 | 主流价格带（卢布） |
|---|---|---|
| 羽绒服 | +38% | 4 500–9 000 |
| 保暖内衣 | +52% | 900–1 800 |
| 羊毛袜 | +61% | 300–700 |
| 针织帽与围巾套装 | +44% | 600–1 400 |

## 关键发现

- 低单价配件增长最快，适合跨境卖家作为引流款
- 买家越来越关注**保暖等级和面料成分**，卡片中应明确标注
- 羽绒服竞争激烈，新卖家进入需要明显的差异化

> 以上数字为示例样本，仅用于说明分析方法，不代表平台官方统计。`,
      en: `## Subcategory overview (sample data)

| Subcategory | Search interest MoM | Mainstream price band (RUB) |
|---|---|---|
| Down jackets | +38% | 4,500–9,000 |
| Thermal underwear | +52% | 900–1,800 |
| Wool socks | +61% | 300–700 |
| Knit hat and scarf sets | +44% | 600–1,400 |

## Key findings

- Low-priced accessories grow fastest and work well as traffic drivers for cross-border sellers
- Buyers pay more and more attention to **warmth rating and fabric composition**; state both clearly on the card
- Down jackets are highly competitive; newcomers need clear differentiation

> The figures above are sample data used only to illustrate the method; they are not official platform statistics.`,
      ru: `## Обзор подкатегорий (пример данных)

| Подкатегория | Поисковый интерес м/м | Основной ценовой сегмент (₽) |
|---|---|---|
| Пуховики | +38% | 4 500–9 000 |
| Термобельё | +52% | 900–1 800 |
| Шерстяные носки | +61% | 300–700 |
| Комплекты шапка + шарф | +44% | 600–1 400 |

## Основные выводы

- Быстрее всего растут недорогие аксессуары — хороший вариант товаров-локомотивов для кросс-бордер продавцов
- Покупатели всё внимательнее смотрят на **степень утепления и состав ткани** — указывайте их в карточке
- В пуховиках высокая конкуренция, новичкам нужна явная дифференциация

> Цифры выше — условный пример для иллюстрации методики, а не официальная статистика площадки.`,
    },
    tags: {
      zh: ['服装', '冬季', '类目趋势'],
      en: ['Apparel', 'Winter', 'Category trends'],
      ru: ['Одежда', 'Зима', 'Тренды категорий'],
    },
    author: '数据研究中心',
    publishedAt: '2026-09-14T02:40:00.000Z',
    views: 26540,
    keywords: {
      zh: '冬季服装, Ozon 类目趋势, 保暖内衣, 羽绒服, 价格带',
      en: 'winter apparel, Ozon category trends, thermal underwear, down jackets, price bands',
      ru: 'зимняя одежда, тренды категорий Ozon, термобельё, пуховики, ценовые сегменты',
    },
  },
  // Industry news briefs (行业新闻)
  {
    key: 'industry-news-2026-sales-calendar',
    section: 'industry-news',
    title: {
      zh: '2026 年俄罗斯电商大促日历：卖家需要标记的关键节点',
      en: '2026 Russian e-commerce sales calendar: key dates for sellers',
      ru: 'Календарь распродаж 2026: ключевые даты для продавцов',
    },
    summary: {
      zh: '从开年节日到黑色星期五，我们整理了俄罗斯电商全年的主要销售节点和对应的热门品类。',
      en: 'From the first holidays of the year to Black Friday: the main sales peaks of the Russian e-commerce year and the categories that sell best around each.',
      ru: 'От первых праздников года до «чёрной пятницы»: главные пики продаж в российском e-commerce и категории, которые в это время продаются лучше всего.',
    },
    body: {
      zh: `## 全年重点节点

| 时间 | 节点 | 热门品类 |
|---|---|---|
| 2 月 23 日 | 祖国保卫者日 | 男士礼品、工具 |
| 3 月 8 日 | 国际妇女节 | 美妆、首饰、家居香氛 |
| 5 月初 | 五月长假 | 户外、园艺、烧烤 |
| 9 月 1 日 | 知识日（开学） | 文具、书包 |
| 11 月 | 11.11 与黑色星期五 | 全品类 |
| 12 月 | 新年季 | 礼品、装饰、服装 |

平台大促通常需要提前报名，**价格和库存要求**以各活动页面的说明为准。

> 建议把这张表贴在团队看板上，按每个节点倒推备货和广告计划。`,
      en: `## Key dates of the year

| When | Occasion | Popular categories |
|---|---|---|
| February 23 | Defender of the Fatherland Day | Men's gifts, tools |
| March 8 | International Women's Day | Beauty, jewellery, home fragrance |
| Early May | May holidays | Outdoor, garden, BBQ |
| September 1 | Knowledge Day (school start) | Stationery, backpacks |
| November | 11.11 and Black Friday | All categories |
| December | New Year season | Gifts, decorations, apparel |

Platform-wide promotions usually require advance sign-up; the **price and stock requirements** are the ones stated on each promotion page.

> Pin this table to your team board and plan stock and advertising backwards from each date.`,
      ru: `## Главные даты года

| Когда | Повод | Популярные категории |
|---|---|---|
| 23 февраля | День защитника Отечества | Подарки для мужчин, инструменты |
| 8 марта | Международный женский день | Косметика, украшения, ароматы для дома |
| Начало мая | Майские праздники | Отдых на природе, сад, шашлык |
| 1 сентября | День знаний | Канцтовары, рюкзаки |
| Ноябрь | 11.11 и «чёрная пятница» | Все категории |
| Декабрь | Новогодний сезон | Подарки, декор, одежда |

На акции площадки обычно нужно подавать заявку заранее; **требования к цене и остаткам** указаны на странице каждой акции.

> Повесьте эту таблицу на доску команды и планируйте закупки и рекламу от каждой даты.`,
    },
    tags: {
      zh: ['大促', '营销日历', '节日'],
      en: ['Sales events', 'Marketing calendar', 'Holidays'],
      ru: ['Распродажи', 'Маркетинговый календарь', 'Праздники'],
    },
    author: '行业快讯编辑部',
    publishedAt: '2026-01-05T01:00:00.000Z',
    views: 47230,
    keywords: {
      zh: '俄罗斯节日, 大促日历, 黑色星期五, 11.11, 新年季',
      en: 'Russian holidays, sales calendar, Black Friday, 11.11, New Year season',
      ru: 'праздники в России, календарь распродаж, чёрная пятница, 11.11, новогодний сезон',
    },
  },
  {
    key: 'industry-news-chinese-sellers-refined-operations',
    section: 'industry-news',
    title: {
      zh: '中国卖家持续涌入俄罗斯电商，竞争从“上新”转向精细化运营',
      en: 'Chinese sellers keep arriving in Russian e-commerce as competition shifts to refined operations',
      ru: 'Китайские продавцы продолжают выходить на российский рынок, а конкуренция смещается в сторону качества работы',
    },
    summary: {
      zh: '越来越多中国卖家进入 Ozon 等俄罗斯平台，单纯铺货的红利正在减少，数据化运营成为新的门槛。',
      en: 'More and more Chinese sellers are joining Ozon and other Russian platforms; the easy gains from mass listing are shrinking, and data-driven operations are the new bar.',
      ru: 'Всё больше китайских продавцов приходят на Ozon и другие российские площадки; массовая загрузка ассортимента приносит всё меньше, и новой планкой становится работа с данными.',
    },
    body: {
      zh: `近两年，进入俄罗斯市场的中国跨境卖家数量明显增加。不少从业者观察到，热门类目中的同质化商品越来越多，**单靠铺货**已经很难获得稳定订单。

## 行业变化的三个信号

- 价格战集中在低单价标品，利润被持续压缩
- 商品卡片质量和评价数量对转化的影响越来越大
- 卖家开始用数据工具监控竞品的价格和库存

> 对新卖家来说，与其上架几百个商品，不如先把 20 个商品的卡片、价格和库存做扎实。`,
      en: `Over the past two years, the number of Chinese cross-border sellers entering the Russian market has grown noticeably. Many practitioners observe that popular categories are filling up with near-identical products, and **mass listing alone** no longer brings steady orders.

## Three signs of change

- Price wars concentrate on cheap standard products, squeezing margins further
- Card quality and review counts weigh more and more on conversion
- Sellers are starting to use data tools to monitor competitors' prices and stock

> For a new seller, rather than listing hundreds of products, it pays to get the cards, prices and stock of 20 products right first.`,
      ru: `За последние два года число китайских кросс-бордер продавцов на российском рынке заметно выросло. Многие участники рынка отмечают, что в популярных категориях становится всё больше однотипных товаров, и **одной лишь массовой загрузкой** стабильных заказов уже не добиться.

## Три признака перемен

- Ценовые войны сосредоточены в дешёвых стандартных товарах, и маржа продолжает сокращаться
- Качество карточек и количество отзывов всё сильнее влияют на конверсию
- Продавцы начинают отслеживать цены и остатки конкурентов с помощью аналитических сервисов

> Новичку выгоднее не выставлять сотни товаров, а сначала как следует проработать карточки, цены и остатки для 20 позиций.`,
    },
    tags: {
      zh: ['跨境电商', '市场趋势'],
      en: ['Cross-border e-commerce', 'Market trends'],
      ru: ['Кросс-бордер', 'Тренды рынка'],
    },
    author: '行业快讯编辑部',
    publishedAt: '2026-01-26T08:20:00.000Z',
    views: 5310,
    keywords: {
      zh: '中国卖家, 俄罗斯电商, Ozon 跨境, 精细化运营',
      en: 'Chinese sellers, Russian e-commerce, Ozon cross-border, refined operations',
      ru: 'китайские продавцы, e-commerce в России, кросс-бордер на Ozon, аналитика продаж',
    },
  },
  {
    key: 'industry-news-pickup-points-delivery-times',
    section: 'industry-news',
    title: {
      zh: '自提点网络继续扩张，偏远地区的配送时效受关注',
      en: 'Pick-up point networks keep growing as delivery times to remote regions draw attention',
      ru: 'Сеть пунктов выдачи растёт, в центре внимания — сроки доставки в отдалённые регионы',
    },
    summary: {
      zh: '俄罗斯电商的自提点（ПВЗ）覆盖不断加密，但远东、西伯利亚等地区的时效差异依然明显，卖家的库存布局需要随之调整。',
      en: 'Pick-up point (PVZ) coverage in Russian e-commerce keeps getting denser, yet delivery times to the Far East and Siberia still differ markedly, so sellers need to rethink where they hold stock.',
      ru: 'Сеть ПВЗ в российском e-commerce становится всё плотнее, но сроки доставки на Дальний Восток и в Сибирь по-прежнему заметно отличаются — продавцам стоит пересмотреть размещение остатков.',
    },
    body: {
      zh: `自提点是俄罗斯买家最常用的收货方式之一，小城镇的覆盖也在持续增加。不过俄罗斯幅员辽阔，从莫斯科周边仓库发往远东的订单，配送时间往往要多出好几天。

## 对卖家的影响

| 地区 | 常见情况 | 建议 |
|---|---|---|
| 莫斯科及周边 | 时效快、竞争激烈 | 保证不断货 |
| 西伯利亚 | 时效中等 | 考虑就近分仓 |
| 远东 | 时效较长 | 评估区域仓或 FBS 直发 |

配送时间通常会影响商品在当地搜索结果中的表现，可以在[分析页面](https://seller.ozon.ru/app/analytics)按地区查看订单分布。`,
      en: `Pick-up points are one of Russian buyers' favourite ways to receive orders, and coverage of small towns keeps growing. Russia is vast, though: orders shipped from warehouses around Moscow to the Far East often take several days longer.

## What it means for sellers

| Region | Typical situation | Recommendation |
|---|---|---|
| Moscow and the region | Fast delivery, fierce competition | Never run out of stock |
| Siberia | Medium delivery time | Consider a warehouse closer to buyers |
| Far East | Long delivery time | Evaluate a regional warehouse or FBS direct shipping |

Delivery time usually affects how a product performs in local search results; you can see the order distribution by region on the [Analytics page](https://seller.ozon.ru/app/analytics).`,
      ru: `Пункты выдачи — один из самых популярных у российских покупателей способов получать заказы, и их покрытие в небольших городах продолжает расти. Но расстояния в России огромны: заказы со складов в Подмосковье идут на Дальний Восток на несколько дней дольше.

## Что это значит для продавцов

| Регион | Типичная ситуация | Рекомендация |
|---|---|---|
| Москва и область | Быстрая доставка, высокая конкуренция | Не допускать отсутствия товара |
| Сибирь | Средние сроки | Рассмотреть склад ближе к покупателям |
| Дальний Восток | Долгая доставка | Оценить региональный склад или прямую отгрузку по FBS |

Срок доставки обычно влияет на позиции товара в местной выдаче; распределение заказов по регионам можно посмотреть в разделе [«Аналитика»](https://seller.ozon.ru/app/analytics).`,
    },
    tags: {
      zh: ['自提点', '配送时效', '区域仓'],
      en: ['Pick-up points', 'Delivery time', 'Regional warehouses'],
      ru: ['ПВЗ', 'Сроки доставки', 'Региональные склады'],
    },
    author: '行业快讯编辑部',
    publishedAt: '2026-03-04T05:30:00.000Z',
    views: 4127,
    keywords: {
      zh: 'Ozon 自提点, ПВЗ, 配送时效, 远东物流, 区域仓',
      en: 'Ozon pick-up points, PVZ, delivery time, Far East logistics, regional warehouses',
      ru: 'пункты выдачи Ozon, ПВЗ, сроки доставки, логистика на Дальний Восток, региональные склады',
    },
  },
  {
    key: 'industry-news-ad-competition-drr',
    section: 'industry-news',
    title: {
      zh: '站内广告竞争加剧，卖家更看重广告投入产出比',
      en: 'In-platform ad competition heats up as sellers focus on return on ad spend',
      ru: 'Конкуренция во внутренней рекламе растёт: продавцы считают окупаемость',
    },
    summary: {
      zh: '热门类目的点击成本普遍上涨，越来越多卖家开始按 SKU 核算广告费用占比，砍掉不赚钱的投放。',
      en: 'Cost per click is rising in popular categories, and more sellers now track ad spend share per SKU and cut campaigns that don\'t pay off.',
      ru: 'В популярных категориях стоимость клика растёт, и всё больше продавцов считают долю рекламных расходов по каждому SKU и отключают неокупаемые кампании.',
    },
    body: {
      zh: `据不少卖家反馈，热门类目的广告竞价在大促前后明显走高。与其盲目加价，不如先算清每个 SKU 的广告费用占比：这个指标越低，广告带来的销售就越划算。

\`\`\`
广告费用占比（ДРР）= 广告花费 / 广告带来的销售额 × 100%
示例：花费 3 000 卢布，带来销售额 25 000 卢布 → 12%
\`\`\`

### 常见做法

- 为每个 SKU 设定可承受的广告费用占比上限，例如不超过毛利率的一半
- 新品期适度投放以积累评价，销量稳定后逐步降低预算
- 每周复盘一次，暂停连续两周超标的活动`,
      en: `Many sellers report that ad bids in popular categories climb sharply around big sales. Rather than raising bids blindly, first work out the ad spend share for each SKU: the lower it is, the more cost-effective the sales your ads bring.

\`\`\`
Ad spend share (DRR) = ad spend / sales from ads × 100%
Example: 3,000 rubles spent, 25,000 rubles in sales → 12%
\`\`\`

### Common practices

- Set a maximum acceptable ad spend share for each SKU, e.g. no more than half of its gross margin
- Advertise moderately at launch to collect reviews, then scale the budget down once sales are stable
- Review weekly and pause campaigns that exceed the limit two weeks in a row`,
      ru: `По словам многих продавцов, ставки в популярных категориях заметно растут в период крупных распродаж. Вместо того чтобы вслепую поднимать ставки, сначала посчитайте долю рекламных расходов по каждому SKU: чем она ниже, тем выгоднее продажи, которые приносит реклама.

\`\`\`
ДРР = расходы на рекламу / продажи с рекламы × 100%
Пример: потрачено 3 000 ₽, продажи 25 000 ₽ → 12%
\`\`\`

### Что обычно делают

- Задают для каждого SKU допустимый предел ДРР, например не больше половины валовой маржи
- На старте умеренно продвигают товар, чтобы собрать отзывы, а когда продажи стабилизируются, снижают бюджет
- Раз в неделю анализируют результаты и останавливают кампании, которые две недели подряд превышают лимит`,
    },
    tags: {
      zh: ['站内广告', '投入产出比'],
      en: ['Advertising', 'ROAS'],
      ru: ['Реклама', 'ДРР'],
    },
    author: '运营研究院',
    publishedAt: '2026-06-22T06:00:00.000Z',
    views: 16985,
    keywords: {
      zh: 'Ozon 广告, 广告费用占比, ДРР, 点击成本, 广告优化',
      en: 'Ozon advertising, ad spend share, DRR, cost per click, ad optimization',
      ru: 'реклама на Ozon, ДРР, доля рекламных расходов, стоимость клика, оптимизация рекламы',
    },
  },
  {
    key: 'industry-news-payment-methods-final-price',
    section: 'industry-news',
    title: {
      zh: '支付方式影响成交价：买家越来越关注平台专属优惠',
      en: 'Payment methods shape the final price as buyers chase platform-specific discounts',
      ru: 'Способ оплаты влияет на итоговую цену: покупатели всё чаще ищут скидки площадки',
    },
    summary: {
      zh: '俄罗斯买家下单时越来越在意支付方式带来的折扣和分期选项，卖家定价时需要弄清展示价与实收之间的关系。',
      en: 'Russian buyers increasingly weigh the discounts and instalment options tied to payment methods, so sellers need to understand how the displayed price relates to what they actually receive.',
      ru: 'Российские покупатели всё чаще учитывают скидки и рассрочку, связанные со способом оплаты, поэтому продавцам важно понимать, как отображаемая цена соотносится с фактической выручкой.',
    },
    body: {
      zh: `在俄罗斯电商平台上，同一件商品在不同支付方式下可能显示不同价格，平台专属支付优惠和分期付款都在影响买家的选择。

## 卖家需要注意

1. 区分“你设置的价格”和“买家最终看到的价格”，平台优惠由谁承担要以后台的规则说明为准
2. 对比竞品时，要比较同一支付方式下的价格
3. 高单价商品可以在卡片中强调**支持分期**等信息

> 定价要以自己的实际到账金额为基础，而不是前台展示的最低价。`,
      en: `On Russian marketplaces, the same product may show different prices for different payment methods; platform-specific payment discounts and instalment plans both influence what buyers choose.

## What sellers should watch

1. Distinguish "the price you set" from "the price the buyer finally sees"; who funds a platform discount is defined by the rules in your seller account
2. When comparing with competitors, compare prices under the same payment method
3. For high-priced items, highlight details such as **instalments available** on the card

> Base your pricing on the amount you actually receive, not on the lowest price shown on the storefront.`,
      ru: `На российских маркетплейсах один и тот же товар может стоить по-разному в зависимости от способа оплаты: на выбор покупателя влияют и скидки при оплате сервисами площадки, и рассрочка.

## На что обратить внимание продавцу

1. Различайте «цену, которую вы установили», и «цену, которую в итоге видит покупатель»; кто финансирует скидку площадки, определяют правила в личном кабинете
2. Сравнивая цены с конкурентами, сравнивайте их при одном и том же способе оплаты
3. Для дорогих товаров подчёркивайте в карточке такие преимущества, как **доступная рассрочка**

> Стройте ценообразование на сумме, которую вы фактически получаете, а не на минимальной цене на витрине.`,
    },
    tags: {
      zh: ['支付', '定价', '买家行为'],
      en: ['Payments', 'Pricing', 'Buyer behaviour'],
      ru: ['Оплата', 'Ценообразование', 'Поведение покупателей'],
    },
    author: '行业快讯编辑部',
    publishedAt: '2026-08-17T03:45:00.000Z',
    views: 3894,
    keywords: {
      zh: '支付方式, 分期付款, Ozon 定价, 实收金额',
      en: 'payment methods, instalments, Ozon pricing, net revenue',
      ru: 'способы оплаты, рассрочка, цены на Ozon, фактическая выручка',
    },
  },
  {
    key: 'industry-news-ai-product-descriptions',
    section: 'industry-news',
    title: {
      zh: '越来越多卖家用 AI 写俄语商品描述，但人工审核仍不可少',
      en: 'More sellers use AI to write Russian product descriptions, but human review is still a must',
      ru: 'Всё больше продавцов пишут описания товаров с помощью ИИ, но без проверки человеком не обойтись',
    },
    summary: {
      zh: 'AI 工具大幅降低了跨境卖家制作俄语内容的门槛，但直译错误和夸大宣传仍然常见。',
      en: 'AI tools have greatly lowered the barrier to producing Russian content for cross-border sellers, but literal-translation errors and exaggerated claims are still common.',
      ru: 'ИИ-инструменты сильно упростили подготовку контента на русском для кросс-бордер продавцов, но ошибки дословного перевода и преувеличения по-прежнему встречаются часто.',
    },
    body: {
      zh: `对不懂俄语的卖家来说，AI 已经成为写标题和描述的常用工具。关键是给足商品信息，并明确禁止夸张用语。一个实用的提示词模板如下：

\`\`\`
你是 Ozon 的俄语文案编辑。请根据以下信息写一段商品描述：
- 商品：不锈钢保温杯，500 ml
- 卖点：保温 12 小时，防漏，可放入车载杯架
- 要求：俄语，150 词以内，不使用夸张用语
\`\`\`

## 发布前务必检查

- 数字、尺寸和材质是否与实物一致
- 是否出现“最好”“第一”等无法证明的说法
- 请懂俄语的人通读一遍，确认语气自然`,
      en: `For sellers who don't speak Russian, AI has become a go-to tool for writing titles and descriptions. The key is to give it enough product facts and explicitly forbid exaggerated wording. Here is a practical prompt template:

\`\`\`
You are a Russian-language copy editor for Ozon. Write a product description based on the following:
- Product: stainless steel vacuum tumbler, 500 ml
- Selling points: keeps drinks hot for 12 hours, leak-proof, fits car cup holders
- Requirements: in Russian, under 150 words, no exaggerated claims
\`\`\`

## Always check before publishing

- Figures, dimensions and materials match the real product
- There are no unprovable claims such as "the best" or "number one"
- A Russian speaker has read it through and confirmed it sounds natural`,
      ru: `Для продавцов, которые не говорят по-русски, ИИ стал привычным инструментом для названий и описаний. Главное — дать ему достаточно фактов о товаре и прямо запретить преувеличения. Вот практичный шаблон запроса:

\`\`\`
Ты — редактор русскоязычных текстов для Ozon. Напиши описание товара по этим данным:
- Товар: термокружка из нержавеющей стали, 500 мл
- Преимущества: держит тепло 12 часов, не протекает, подходит для автомобильного подстаканника
- Требования: на русском, до 150 слов, без преувеличений
\`\`\`

## Обязательно проверьте перед публикацией

- Цифры, размеры и материалы соответствуют реальному товару
- Нет недоказуемых утверждений вроде «самый лучший» или «номер один»
- Текст прочитал носитель русского языка и подтвердил, что он звучит естественно`,
    },
    tags: {
      zh: ['AI 工具', '商品描述', '俄语内容'],
      en: ['AI tools', 'Product descriptions', 'Russian content'],
      ru: ['ИИ', 'Описания товаров', 'Контент на русском'],
    },
    author: '行业快讯编辑部',
    publishedAt: '2026-10-05T07:10:00.000Z',
    views: 9120,
    keywords: {
      zh: 'AI 商品描述, 俄语文案, Ozon 卡片, 提示词',
      en: 'AI product descriptions, Russian copywriting, Ozon cards, prompts',
      ru: 'описания товаров с ИИ, тексты на русском, карточки Ozon, промпты',
    },
  },
  {
    key: 'industry-news-seller-api-stock-sync',
    section: 'industry-news',
    title: {
      zh: '卖家加速接入 Seller API，库存与价格同步走向自动化',
      en: 'Sellers turn to the Seller API to automate stock and price updates',
      ru: 'Продавцы активнее подключают Seller API, чтобы автоматизировать остатки и цены',
    },
    summary: {
      zh: 'SKU 一多，手动改库存和价格就容易出错。越来越多的中大型卖家通过 Seller API 实现自动同步。',
      en: 'With many SKUs, manual stock and price updates are error-prone, so more mid-size and large sellers now sync them automatically through the Seller API.',
      ru: 'Когда SKU много, ручное обновление остатков и цен ведёт к ошибкам, поэтому всё больше средних и крупных продавцов синхронизируют их автоматически через Seller API.',
    },
    body: {
      zh: `当店铺 SKU 超过几百个时，超卖和价格错误就会频繁出现。通过 Seller API，卖家可以把 ERP 或表格里的库存定时推送到平台。下面是更新库存请求体的简化示例：

\`\`\`
{
  "stocks": [
    { "offer_id": "MUG-500-BLK", "stock": 25, "warehouse_id": 123456 }
  ]
}
\`\`\`

- 接口路径和版本会更新，请以[官方 API 文档](https://docs.ozon.ru/api/seller/)为准
- API 密钥只交给可信的系统，并定期更换

> 建议先在少量 SKU 上测试，确认无误后再全量同步。`,
      en: `Once a store has more than a few hundred SKUs, overselling and price errors become frequent. With the Seller API, sellers can push stock levels from their ERP or spreadsheets to the platform on a schedule. Here is a simplified example of a stock update request body:

\`\`\`
{
  "stocks": [
    { "offer_id": "MUG-500-BLK", "stock": 25, "warehouse_id": 123456 }
  ]
}
\`\`\`

- Endpoint paths and versions change, so always follow the [official API documentation](https://docs.ozon.ru/api/seller/)
- Give API keys only to trusted systems and rotate them regularly

> Test on a small set of SKUs first, and switch to a full sync only once everything checks out.`,
      ru: `Когда в магазине больше нескольких сотен SKU, продажи сверх остатков и ошибки в ценах случаются всё чаще. Через Seller API продавец может по расписанию передавать остатки из ERP или таблиц на площадку. Вот упрощённый пример тела запроса на обновление остатков:

\`\`\`
{
  "stocks": [
    { "offer_id": "MUG-500-BLK", "stock": 25, "warehouse_id": 123456 }
  ]
}
\`\`\`

- Адреса методов и их версии меняются, поэтому ориентируйтесь на [официальную документацию API](https://docs.ozon.ru/api/seller/)
- Передавайте API-ключи только доверенным системам и регулярно их обновляйте

> Сначала протестируйте на небольшом наборе SKU и переходите к полной синхронизации, только когда всё работает без ошибок.`,
    },
    tags: {
      zh: ['Seller API', '自动化', '库存管理'],
      en: ['Seller API', 'Automation', 'Inventory'],
      ru: ['Seller API', 'Автоматизация', 'Управление остатками'],
    },
    author: '技术运营组',
    publishedAt: '2026-11-15T02:15:00.000Z',
    views: 2764,
    keywords: {
      zh: 'Ozon Seller API, 库存同步, 价格同步, ERP 对接',
      en: 'Ozon Seller API, stock sync, price sync, ERP integration',
      ru: 'Ozon Seller API, синхронизация остатков, обновление цен, интеграция с ERP',
    },
  },
]
