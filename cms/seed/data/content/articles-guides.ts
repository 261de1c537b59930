/**
 * Demo articles of the business college: novice guides, resources and the release notes of our
 * analytics workbench (7 each), in zh (source), en and ru. Fee and rate figures are examples only.
 */
import type { SeedArticle } from './types'

export const guideArticles: SeedArticle[] = [
  // ── novice-guide ──────────────────────────────────────────────────────────────────────────
  {
    key: 'novice-guide-seller-registration',
    section: 'novice-guide',
    title: {
      zh: '从零开始：Ozon 跨境卖家账户注册全流程',
      en: 'From Zero: Registering an Ozon Cross-Border Seller Account',
      ru: 'С нуля: регистрация кабинета кросс-бордер продавца на Ozon',
    },
    summary: {
      zh: '按顺序准备资料、提交申请、完成店铺设置，避免因资料不一致被反复驳回。',
      en: 'Prepare documents, submit the application and set up your store in the right order, so your application is not rejected again and again over mismatched details.',
      ru: 'Подготовьте документы, подайте заявку и настройте магазин в правильном порядке, чтобы заявку не отклоняли раз за разом из-за расхождений в данных.',
    },
    body: {
      zh: `注册前先准备好**营业执照、法人身份证件、常用邮箱和手机号**，以及用于收款的账户信息。所有资料上的公司名称和地址必须完全一致。

1. 打开 [Ozon 卖家后台](https://seller.ozon.ru/)，选择以中国公司身份入驻。
2. 填写公司信息并上传执照扫描件，等待平台审核。
3. 审核通过后签署电子协议，设置店铺名称和经营类目。
4. 绑定收款方式，选择物流模式后即可开始上传商品。

> 审核通常需要几个工作日。资料被驳回时，请按提示逐项修改后重新提交，不要重复新建申请。

完成注册后，建议先上架 5–10 个商品测试流量，再决定是否扩充 SKU。`,
      en: `Before you register, have your **business licence, the legal representative's ID, a work email and a phone number** ready, plus the details of the account that will receive payouts. The company name and address must match exactly across all documents.

1. Open the [Ozon seller portal](https://seller.ozon.ru/) and choose to register as a company from China.
2. Fill in the company details, upload a scan of the licence and wait for the review.
3. Once approved, sign the electronic agreement and set your store name and categories.
4. Link a payout method, choose a fulfilment model and start uploading products.

> The review usually takes a few business days. If your documents are rejected, fix every point mentioned and resubmit instead of opening a new application.

After registration, list 5–10 products first to test traffic before expanding your range.`,
      ru: `Перед регистрацией подготовьте **лицензию на ведение бизнеса, документ руководителя, рабочую почту и номер телефона**, а также реквизиты счёта для выплат. Название и адрес компании во всех документах должны совпадать до последнего символа.

1. Откройте [личный кабинет продавца Ozon](https://seller.ozon.ru/) и выберите регистрацию компании из Китая.
2. Заполните данные компании, загрузите скан лицензии и дождитесь проверки.
3. После одобрения подпишите электронный договор, задайте название магазина и категории.
4. Подключите способ получения выплат, выберите схему работы и начинайте загружать товары.

> Проверка обычно занимает несколько рабочих дней. Если документы отклонили, исправьте каждое замечание и отправьте заявку повторно — не создавайте новую.

После регистрации выставьте сначала 5–10 товаров, чтобы проверить трафик, и только потом расширяйте ассортимент.`,
    },
    tags: {
      zh: ['新手入门', '店铺注册', '跨境'],
      en: ['Getting started', 'Registration', 'Cross-border'],
      ru: ['Для новичков', 'Регистрация', 'Кросс-бордер'],
    },
    author: '新手成长营',
    publishedAt: '2026-01-12T09:40:00.000Z',
    views: 46820,
    keywords: {
      zh: 'Ozon注册,Ozon跨境开店,卖家后台,入驻资料',
      en: 'Ozon registration, Ozon cross-border store, seller portal, onboarding documents',
      ru: 'регистрация на Ozon, кросс-бордер магазин на Ozon, личный кабинет продавца, документы для регистрации',
    },
  },
  {
    key: 'novice-guide-first-product-card',
    section: 'novice-guide',
    title: {
      zh: '手把手创建你的第一张商品卡片',
      en: 'Creating Your First Product Card, Step by Step',
      ru: 'Создаём первую карточку товара: пошаговая инструкция',
    },
    summary: {
      zh: '从类目选择到标题、图片、属性和库存，一次讲清商品卡片的关键字段。',
      en: 'From choosing a category to the title, images, attributes and stock: the key fields of a product card explained in one go.',
      ru: 'От выбора категории до названия, фото, атрибутов и остатков: разбираем ключевые поля карточки товара.',
    },
    body: {
      zh: `## 选对类目

类目决定了佣金比例、必填属性和搜索入口。先在前台搜索同类商品，参考排名靠前的卡片所用的类目，再在后台选择**最细一级的类目**。

## 填好关键字段

- **标题**：用俄语书写，包含商品类型、品牌、型号和核心参数。
- **图片**：主图白底，建议至少 3 张，清晰且无水印。
- **属性**：尽量填满，属性越完整，越容易被筛选条件命中。
- **价格与库存**：填写卢布售价，并为选定的仓库设置库存。

提交后卡片会进入审核。若出现错误提示，按提示修改对应字段后重新提交即可。`,
      en: `## Choose the right category

The category determines the commission rate, the required attributes and where the product shows up in search. Search the storefront for similar products, see which category the top-ranked cards use, then pick the **most specific category** in the seller portal.

## Fill in the key fields

- **Title**: written in Russian, with the product type, brand, model and key specs.
- **Images**: a main image on a white background, ideally at least 3 sharp photos without watermarks.
- **Attributes**: fill in as many as you can; the more complete they are, the more filters the card matches.
- **Price and stock**: enter the price in rubles and set stock for the chosen warehouse.

After you submit, the card goes to moderation. If an error appears, correct the field it points to and submit again.`,
      ru: `## Выберите правильную категорию

От категории зависят ставка комиссии, обязательные атрибуты и то, где товар появится в поиске. Найдите похожие товары на витрине, посмотрите, какие категории у карточек из топа, и выберите в кабинете **самую узкую категорию**.

## Заполните ключевые поля

- **Название**: на русском языке, с типом товара, брендом, моделью и главными характеристиками.
- **Фото**: главное изображение на белом фоне, желательно не меньше 3 чётких снимков без водяных знаков.
- **Атрибуты**: заполняйте как можно больше — чем полнее характеристики, тем чаще карточка попадает в фильтры.
- **Цена и остатки**: укажите цену в рублях и задайте остаток для выбранного склада.

После отправки карточка уходит на модерацию. Если появилась ошибка, исправьте указанное поле и отправьте карточку снова.`,
    },
    tags: {
      zh: ['商品卡片', '上架'],
      en: ['Product cards', 'Listing'],
      ru: ['Карточка товара', 'Размещение'],
    },
    author: '运营研究院',
    publishedAt: '2026-02-03T08:30:00.000Z',
    views: 31540,
    keywords: {
      zh: 'Ozon商品卡片,Ozon上架,类目选择,商品属性',
      en: 'Ozon product card, Ozon listing, category selection, product attributes',
      ru: 'карточка товара Ozon, размещение на Ozon, выбор категории, атрибуты товара',
    },
  },
  {
    key: 'novice-guide-fbo-fbs-rfbs',
    section: 'novice-guide',
    title: {
      zh: 'FBO、FBS 还是 rFBS？新卖家如何选择物流模式',
      en: 'FBO, FBS or rFBS? How New Sellers Should Choose a Fulfilment Model',
      ru: 'FBO, FBS или rFBS? Как новому продавцу выбрать схему работы',
    },
    summary: {
      zh: '一张表看懂三种履约模式的区别，以及跨境新手为什么大多从 rFBS 起步。',
      en: 'One table explains how the three fulfilment models differ, and why most cross-border newcomers start with rFBS.',
      ru: 'Одна таблица показывает, чем отличаются три схемы работы и почему большинство новичков в кросс-бордере начинают с rFBS.',
    },
    body: {
      zh: `Ozon 常见的三种履约模式，区别主要在于**货物放在哪里、由谁配送**。

| 模式 | 货物存放 | 配送方 | 适合谁 |
|---|---|---|---|
| FBO | Ozon 仓库 | Ozon | 已验证的爆款、需要快速送达 |
| FBS | 卖家仓库 | Ozon | 在俄罗斯有本地仓的卖家 |
| rFBS | 卖家仓库 | 卖家或合作物流 | 从中国直发的跨境卖家 |

多数跨境新手从 **rFBS** 起步：无需提前清关备货，库存压力小，但送达时间较长，需要在卡片中如实设置配送时效。

> 建议：先用 rFBS 测款，等某个商品连续几周稳定出单，再考虑把它转入 FBO，以缩短时效、提升转化。`,
      en: `Ozon's three common fulfilment models differ mainly in **where the goods are stored and who delivers them**.

| Model | Stored at | Delivered by | Best for |
|---|---|---|---|
| FBO | Ozon warehouse | Ozon | Proven bestsellers that need fast delivery |
| FBS | Seller's warehouse | Ozon | Sellers with a local warehouse in Russia |
| rFBS | Seller's warehouse | Seller or a logistics partner | Cross-border sellers shipping from China |

Most cross-border newcomers start with **rFBS**: no customs clearance or stock in Russia in advance and little inventory risk, but delivery takes longer, so set honest delivery times on the card.

> Tip: test products with rFBS first; once an item sells steadily for several weeks, consider moving it to FBO to cut delivery times and lift conversion.`,
      ru: `Три распространённые схемы работы на Ozon различаются прежде всего тем, **где хранится товар и кто его доставляет**.

| Схема | Где хранится | Кто доставляет | Кому подходит |
|---|---|---|---|
| FBO | Склад Ozon | Ozon | Проверенным хитам, которым нужна быстрая доставка |
| FBS | Склад продавца | Ozon | Продавцам со своим складом в России |
| rFBS | Склад продавца | Продавец или логистический партнёр | Кросс-бордер продавцам, отправляющим товар из Китая |

Большинство новичков в кросс-бордере начинают с **rFBS**: не нужно заранее растаможивать и завозить товар, риски по остаткам минимальны, но доставка идёт дольше, поэтому указывайте в карточке честные сроки.

> Совет: тестируйте товары на rFBS, а когда позиция несколько недель подряд стабильно продаётся, подумайте о переводе её на FBO — так сократятся сроки доставки и вырастет конверсия.`,
    },
    tags: {
      zh: ['物流', 'FBO', 'rFBS'],
      en: ['Logistics', 'FBO', 'rFBS'],
      ru: ['Логистика', 'FBO', 'rFBS'],
    },
    author: '跨境物流组',
    publishedAt: '2026-03-09T10:15:00.000Z',
    views: 38950,
    keywords: {
      zh: 'Ozon FBO,Ozon FBS,rFBS,跨境物流,履约模式',
      en: 'Ozon FBO, Ozon FBS, rFBS, cross-border logistics, fulfilment model',
      ru: 'Ozon FBO, Ozon FBS, rFBS, кросс-бордер логистика, схема работы',
    },
  },
  {
    key: 'novice-guide-ruble-pricing',
    section: 'novice-guide',
    title: {
      zh: '新手定价入门：把人民币成本换算成卢布售价',
      en: 'Pricing Basics: Turning Yuan Costs into a Ruble Price',
      ru: 'Ценообразование для новичков: как перевести затраты в юанях в цену в рублях',
    },
    summary: {
      zh: '用一个简单公式把采购、运费、佣金和利润都算进售价，并为促销预留空间。',
      en: 'A simple formula that builds purchasing, freight, commission and profit into your price, with room left for promotions.',
      ru: 'Простая формула, которая учитывает закупку, доставку, комиссию и прибыль и оставляет запас для акций.',
    },
    body: {
      zh: `定价时不要只看汇率换算，要把**所有成本和平台费用**都算进去，再留出促销空间。

## 一个简单的公式

\`\`\`
售价(₽) = (采购成本 + 头程运费 + 包装) × 汇率 ÷ (1 − 佣金率 − 物流及其他费率 − 目标利润率)
\`\`\`

例如：成本合计 40 元，汇率按 1 元 ≈ 12 ₽ 计算，佣金率假设为 15%，其他费率 20%，目标利润率 15%，则售价约为 480 ÷ 0.5 = 960 ₽。

> 以上费率仅为示例，实际佣金和物流费用请以卖家后台的最新费率表为准。

上架后再观察同类商品的价格区间，并预留 10%–20% 的空间用于参加平台促销。`,
      en: `Don't just convert at the exchange rate: include **every cost and platform fee**, then leave room for promotions.

## A simple formula

\`\`\`
Price (₽) = (purchase cost + first-mile freight + packaging) × exchange rate ÷ (1 − commission − logistics and other fees − target margin)
\`\`\`

For example: a total cost of ¥40, an exchange rate of about ¥1 ≈ 12 ₽, an assumed 15% commission, 20% for other fees and a 15% target margin give a price of roughly 480 ÷ 0.5 = 960 ₽.

> These rates are examples only; check the latest fee schedule in the seller portal for actual commissions and logistics costs.

Once listed, watch the price range of similar products and keep 10–20% headroom for platform promotions.`,
      ru: `Не ограничивайтесь пересчётом по курсу: заложите в цену **все затраты и комиссии площадки**, а затем оставьте запас для акций.

## Простая формула

\`\`\`
Цена (₽) = (закупка + первая миля + упаковка) × курс ÷ (1 − комиссия − логистика и прочие сборы − целевая маржа)
\`\`\`

Например: себестоимость 40 юаней, курс примерно 1 юань ≈ 12 ₽, условная комиссия 15%, прочие сборы 20% и целевая маржа 15% дают цену около 480 ÷ 0,5 = 960 ₽.

> Ставки приведены только для примера — актуальные комиссии и тарифы на логистику смотрите в личном кабинете продавца.

После размещения следите за ценовым диапазоном похожих товаров и оставляйте запас 10–20% для участия в акциях площадки.`,
    },
    tags: {
      zh: ['定价', '卢布', '利润'],
      en: ['Pricing', 'Rubles', 'Profit'],
      ru: ['Ценообразование', 'Рубли', 'Прибыль'],
    },
    author: '运营研究院',
    publishedAt: '2026-04-14T07:45:00.000Z',
    views: 27310,
    keywords: {
      zh: 'Ozon定价,卢布售价,佣金计算,利润率,汇率换算',
      en: 'Ozon pricing, ruble price, commission calculation, profit margin, exchange rate',
      ru: 'цена на Ozon, цена в рублях, расчёт комиссии, маржа, курс юаня',
    },
  },
  {
    key: 'novice-guide-first-order',
    section: 'novice-guide',
    title: {
      zh: '接到第一笔订单怎么办？FBS/rFBS 发货四步走',
      en: 'Your First Order: Shipping It in Four Steps with FBS/rFBS',
      ru: 'Первый заказ: отгрузка по FBS/rFBS в четыре шага',
    },
    summary: {
      zh: '从确认订单、打包、贴标签到交运，按步骤完成第一单，守住店铺评分。',
      en: 'Confirm, pack, label and hand over: complete your first order step by step and protect your store rating.',
      ru: 'Подтвердите, упакуйте, промаркируйте и передайте перевозчику: выполните первый заказ по шагам и сохраните рейтинг магазина.',
    },
    body: {
      zh: `新订单出现在后台「订单」页面后，请在规定时间内完成处理，超时可能影响店铺评分。

1. **确认订单**：核对商品、数量和收货信息，确认可以发货。
2. **打包**：使用结实的外包装，易碎品加放缓冲材料。
3. **打印并粘贴标签**：在后台生成面单，贴在包裹最大的平面上。
4. **交运并填写单号**：交给物流商后，及时回传或核对运单号。

> 第一单最重要的不是利润，而是准时发货和完好送达——早期评价会直接影响后续转化。

买家签收后，订单状态会变为「已送达」，货款随之进入结算流程。`,
      en: `When a new order appears on the "Orders" page of the seller portal, process it within the required time — delays can hurt your store rating.

1. **Confirm the order**: check the item, quantity and delivery details, and confirm that you can ship.
2. **Pack it**: use sturdy outer packaging and add cushioning for fragile items.
3. **Print and attach the label**: generate the shipping label in the portal and stick it on the largest flat side of the parcel.
4. **Hand over and add the tracking number**: after handing the parcel to the carrier, submit or verify the tracking number promptly.

> What matters most with your first order is not profit but on-time shipping and safe delivery — early reviews directly affect future conversion.

Once the buyer receives the parcel, the order status changes to "Delivered" and the payment enters settlement.`,
      ru: `Когда в разделе «Заказы» личного кабинета появился новый заказ, обработайте его в установленный срок — просрочки могут снизить рейтинг магазина.

1. **Подтвердите заказ**: проверьте товар, количество и данные доставки и убедитесь, что можете его отправить.
2. **Упакуйте**: используйте прочную внешнюю упаковку, хрупкие товары дополнительно защитите амортизирующим материалом.
3. **Распечатайте и наклейте этикетку**: сформируйте маркировку в кабинете и наклейте её на самую большую плоскую сторону коробки.
4. **Передайте посылку и укажите трек-номер**: после передачи перевозчику сразу внесите или сверьте трек-номер.

> В первом заказе важнее всего не прибыль, а отгрузка вовремя и доставка в целости — первые отзывы напрямую влияют на дальнейшую конверсию.

Когда покупатель получит заказ, его статус сменится на «Доставлен», а выручка попадёт во взаиморасчёты.`,
    },
    tags: {
      zh: ['订单处理', '发货', 'FBS'],
      en: ['Order processing', 'Shipping', 'FBS'],
      ru: ['Обработка заказов', 'Отгрузка', 'FBS'],
    },
    author: '新手成长营',
    publishedAt: '2026-05-26T09:20:00.000Z',
    views: 22140,
    keywords: {
      zh: 'Ozon第一单,Ozon发货,rFBS发货,打包贴标',
      en: 'first Ozon order, Ozon shipping, rFBS shipping, packing and labelling',
      ru: 'первый заказ на Ozon, отгрузка Ozon, отгрузка rFBS, упаковка и маркировка',
    },
  },
  {
    key: 'novice-guide-payouts-settlement',
    section: 'novice-guide',
    title: {
      zh: '货款什么时候到账？Ozon 结算与回款入门',
      en: 'When Do You Get Paid? Ozon Settlements and Payouts for Beginners',
      ru: 'Когда придут деньги? Взаиморасчёты и выплаты Ozon для новичков',
    },
    summary: {
      zh: '了解货款从买家付款到打入账户的过程，学会读懂结算报表并逐单核对。',
      en: 'Learn how money travels from the buyer to your account, how to read the settlement report and how to reconcile it order by order.',
      ru: 'Разбираемся, как деньги доходят от покупателя до вашего счёта, как читать отчёт о реализации и сверять его по каждому заказу.',
    },
    body: {
      zh: `## 钱从哪里来

买家付款后，货款并不会立刻到账。订单**送达买家**后，金额才会计入你的应收余额，平台再按结算周期统一打款。

## 看懂结算报表

| 项目 | 说明 |
|---|---|
| 销售额 | 买家实际支付的商品金额 |
| 佣金 | 按类目比例扣除 |
| 物流与服务费 | 配送、仓储、退货处理等 |
| 应付金额 | 扣除各项费用后打给你的金额 |

建议每个结算周期导出一次报表，与自己的订单记录逐单核对，发现差异及时在[卖家后台](https://seller.ozon.ru/)提交工单。**提现币种、到账时间和手续费以收款渠道的说明为准。**`,
      en: `## Where the money comes from

Payment does not reach you the moment a buyer pays. Only after the order is **delivered to the buyer** is the amount added to your balance, and the platform then pays out according to the settlement cycle.

## Reading the settlement report

| Item | Meaning |
|---|---|
| Sales | The amount the buyer actually paid for the goods |
| Commission | Deducted at the category rate |
| Logistics and service fees | Delivery, storage, return handling, etc. |
| Amount payable | What is paid to you after all deductions |

Export the report every settlement period, reconcile it order by order against your own records, and raise a ticket in the [seller portal](https://seller.ozon.ru/) as soon as you spot a discrepancy. **Payout currency, timing and fees depend on your payment provider.**`,
      ru: `## Откуда берутся деньги

Деньги не поступают сразу после оплаты покупателем. Сумма попадает в ваш баланс только после того, как заказ **доставлен покупателю**, а затем площадка перечисляет средства по графику взаиморасчётов.

## Как читать отчёт о реализации

| Статья | Что означает |
|---|---|
| Продажи | Сумма, которую покупатель фактически заплатил за товар |
| Комиссия | Удерживается по ставке категории |
| Логистика и услуги | Доставка, хранение, обработка возвратов и т. д. |
| К выплате | Сумма, которую вы получите после всех удержаний |

Выгружайте отчёт за каждый период, сверяйте его с собственным учётом по каждому заказу и при расхождениях сразу создавайте обращение в [личном кабинете продавца](https://seller.ozon.ru/). **Валюта выплаты, сроки зачисления и комиссии зависят от выбранного платёжного сервиса.**`,
    },
    tags: {
      zh: ['回款', '结算', '财务'],
      en: ['Payouts', 'Settlement', 'Finance'],
      ru: ['Выплаты', 'Взаиморасчёты', 'Финансы'],
    },
    author: '财务运营组',
    publishedAt: '2026-07-07T11:00:00.000Z',
    views: 19870,
    keywords: {
      zh: 'Ozon回款,Ozon结算,结算报表,跨境收款',
      en: 'Ozon payouts, Ozon settlement, settlement report, cross-border payments',
      ru: 'выплаты Ozon, взаиморасчёты Ozon, отчёт о реализации, кросс-бордер платежи',
    },
  },
  {
    key: 'novice-guide-eac-certification',
    section: 'novice-guide',
    title: {
      zh: '哪些商品需要 EAC 认证？新手合规入门',
      en: 'Which Products Need EAC Certification? Compliance Basics for New Sellers',
      ru: 'Каким товарам нужна сертификация EAC? Основы для начинающих продавцов',
    },
    summary: {
      zh: '了解 EAC 证书与声明的区别、需要重点确认的品类，以及上架时的文件要求。',
      en: 'The difference between an EAC certificate and a declaration, which categories to check carefully, and what documents listing may require.',
      ru: 'Чем сертификат EAC отличается от декларации, какие категории проверить в первую очередь и какие документы могут понадобиться при размещении.',
    },
    body: {
      zh: `在俄罗斯销售的许多商品需要符合欧亚经济联盟（EAEU）的技术法规，常见文件有两类：**EAC 合格证书**和 **EAC 合格声明**。

### 通常需要重点确认的品类

- 儿童用品和玩具
- 电子电器及充电设备
- 化妆品与个人护理用品
- 与食品接触的厨具和餐具
- 服装、鞋类及纺织品

### 办理建议

先根据商品的海关编码判断适用哪些技术法规，再委托有资质的认证机构办理；部分商品还需要在 Честный знак（诚信标志）系统中进行标识。

> 上架时平台可能要求上传证书或声明，文件上的品牌和型号必须与商品卡片一致。`,
      en: `Many products sold in Russia must comply with the technical regulations of the Eurasian Economic Union (EAEU). There are two common types of documents: the **EAC certificate of conformity** and the **EAC declaration of conformity**.

### Categories to check carefully

- Children's products and toys
- Electronics, appliances and chargers
- Cosmetics and personal care
- Cookware and tableware that touch food
- Clothing, footwear and textiles

### How to proceed

First use the product's customs code to find which technical regulations apply, then have an accredited certification body issue the documents. Some products must also be labelled in the Chestny Znak ("Honest Sign") system.

> When you list a product, the platform may ask you to upload the certificate or declaration; the brand and model on it must match the product card.`,
      ru: `Многие товары, которые продаются в России, должны соответствовать техническим регламентам Евразийского экономического союза (ЕАЭС). Чаще всего нужен один из двух документов: **сертификат соответствия EAC** или **декларация о соответствии EAC**.

### Категории, которые стоит проверить в первую очередь

- Детские товары и игрушки
- Электроника, бытовая техника и зарядные устройства
- Косметика и средства личной гигиены
- Посуда и кухонные принадлежности, контактирующие с пищей
- Одежда, обувь и текстиль

### С чего начать

Сначала определите по коду ТН ВЭД, какие техрегламенты распространяются на товар, затем оформите документы через аккредитованный орган по сертификации. Некоторые товары также нужно маркировать в системе «Честный знак».

> При размещении товара площадка может запросить сертификат или декларацию; бренд и модель в документе должны совпадать с карточкой товара.`,
    },
    tags: {
      zh: ['EAC认证', '合规', '新手入门'],
      en: ['EAC certification', 'Compliance', 'Getting started'],
      ru: ['Сертификация EAC', 'Соответствие требованиям', 'Для новичков'],
    },
    author: '合规研究组',
    publishedAt: '2026-09-15T08:00:00.000Z',
    views: 16420,
    keywords: {
      zh: 'EAC认证,EAC合格声明,俄罗斯认证,Честный знак,Ozon合规',
      en: 'EAC certification, EAC declaration, Russian certification, Chestny Znak, Ozon compliance',
      ru: 'сертификация EAC, декларация ЕАЭС, сертификация в России, Честный знак, требования Ozon',
    },
  },

  // ── resource ──────────────────────────────────────────────────────────────────────────────
  {
    key: 'resource-listing-checklist',
    section: 'resource',
    title: {
      zh: '上架前自查清单：8 个最容易漏掉的细节',
      en: 'Pre-Listing Checklist: 8 Details Sellers Most Often Miss',
      ru: 'Чек-лист перед размещением: 8 деталей, о которых чаще всего забывают',
    },
    summary: {
      zh: '每次上新前花五分钟对照检查，减少审核驳回和售后纠纷。',
      en: 'Five minutes with this checklist before every new listing means fewer moderation rejections and after-sales disputes.',
      ru: 'Пять минут с этим чек-листом перед каждым размещением — и меньше отказов модерации и споров с покупателями.',
    },
    body: {
      zh: `每次上架新品前，花五分钟对照下面的清单检查一遍，可以明显减少审核驳回和售后纠纷。

- **类目**：是否已选到最细一级？
- **标题**：是否为俄语，并包含核心关键词？
- **主图**：是否白底、清晰、没有中文文字？
- **属性**：必填项和常用筛选项是否全部填写？
- **尺寸重量**：包装后的长宽高和重量是否准确？
- **价格**：是否已计入佣金、物流和促销折扣？
- **证书**：需要 EAC 文件的商品是否已上传？
- **库存与时效**：仓库库存和发货时效是否设置正确？

> 可以把这份清单复制到团队共享文档中，每个 SKU 上架后打勾留档。`,
      en: `Before listing each new product, spend five minutes going through this checklist — it noticeably cuts moderation rejections and after-sales disputes.

- **Category**: have you chosen the most specific one?
- **Title**: is it in Russian and does it include the core keywords?
- **Main image**: white background, sharp, no Chinese text?
- **Attributes**: are all required fields and common filter fields filled in?
- **Dimensions and weight**: are the packed length, width, height and weight accurate?
- **Price**: have you accounted for commission, logistics and promotional discounts?
- **Certificates**: are EAC documents uploaded for products that need them?
- **Stock and lead time**: are warehouse stock and shipping time set correctly?

> Copy this checklist into a shared team document and tick it off for every SKU you list.`,
      ru: `Перед размещением каждого нового товара потратьте пять минут на этот чек-лист — отказов модерации и споров с покупателями станет заметно меньше.

- **Категория**: выбрана самая узкая?
- **Название**: на русском языке и с основными ключевыми словами?
- **Главное фото**: белый фон, чёткое изображение, нет надписей на китайском?
- **Атрибуты**: заполнены все обязательные поля и популярные фильтры?
- **Габариты и вес**: верно указаны длина, ширина, высота и вес в упаковке?
- **Цена**: учтены комиссия, логистика и скидки для акций?
- **Сертификаты**: загружены документы EAC для товаров, которым они нужны?
- **Остатки и сроки**: правильно ли заданы остатки на складе и срок отгрузки?

> Скопируйте чек-лист в общий документ команды и отмечайте в нём каждый размещённый SKU.`,
    },
    tags: {
      zh: ['清单', '上架', '商品卡片'],
      en: ['Checklist', 'Listing', 'Product cards'],
      ru: ['Чек-лист', 'Размещение', 'Карточка товара'],
    },
    author: '资源编辑部',
    publishedAt: '2026-01-20T06:30:00.000Z',
    views: 12480,
    keywords: {
      zh: 'Ozon上架清单,商品审核,上架检查,SKU管理',
      en: 'Ozon listing checklist, product moderation, pre-listing check, SKU management',
      ru: 'чек-лист размещения Ozon, модерация товаров, проверка перед размещением, управление SKU',
    },
  },
  {
    key: 'resource-clothing-size-chart',
    section: 'resource',
    title: {
      zh: '服装尺码对照表：中国码如何换算俄罗斯码',
      en: 'Clothing Size Chart: Converting Chinese Sizes to Russian Sizes',
      ru: 'Таблица размеров одежды: как перевести китайские размеры в российские',
    },
    summary: {
      zh: '一张女装上衣尺码对照表，帮你在卡片中写清俄码，减少因尺码不合导致的退货。',
      en: 'A women\'s tops size chart that helps you state Russian sizes on the card and cut returns caused by poor fit.',
      ru: 'Таблица размеров женских топов, которая поможет указать в карточке российский размер и сократить возвраты из-за неподошедшего размера.',
    },
    body: {
      zh: `俄罗斯买家习惯使用俄码（RU），女装俄码大致等于**胸围厘米数的一半**。在卡片中同时写明俄码和实际尺寸，可以有效降低因尺码不合导致的退货。

| 中国码 | 胸围 (cm) | 俄罗斯码 |
|---|---|---|
| S | 84–87 | 42 |
| M | 88–91 | 44 |
| L | 92–95 | 46 |
| XL | 96–99 | 48 |
| 2XL | 100–103 | 50 |

上表以女装上衣为例，仅供参考。不同版型差异较大，请以实际测量数据为准，并在卡片中上传尺码表图片。

> 小技巧：在商品属性中正确填写「俄罗斯尺码」字段，买家按尺码筛选时才能找到你的商品。`,
      en: `Russian shoppers use Russian (RU) sizes; for women's clothing, the RU size is roughly **half the bust measurement in centimetres**. Stating both the RU size and the actual measurements on the card noticeably reduces returns caused by poor fit.

| Chinese size | Bust (cm) | Russian size |
|---|---|---|
| S | 84–87 | 42 |
| M | 88–91 | 44 |
| L | 92–95 | 46 |
| XL | 96–99 | 48 |
| 2XL | 100–103 | 50 |

The chart uses women's tops as an example and is for reference only. Cuts vary a lot, so rely on actual measurements and upload a size chart image to the card.

> Tip: fill in the "Russian size" attribute correctly — otherwise shoppers filtering by size won't find your product.`,
      ru: `Российские покупатели ориентируются на российские размеры (RU), а в женской одежде размер примерно равен **половине обхвата груди в сантиметрах**. Если указать в карточке и российский размер, и реальные мерки, возвратов из-за неподошедшего размера станет заметно меньше.

| Китайский размер | Обхват груди (см) | Российский размер |
|---|---|---|
| S | 84–87 | 42 |
| M | 88–91 | 44 |
| L | 92–95 | 46 |
| XL | 96–99 | 48 |
| 2XL | 100–103 | 50 |

Таблица составлена на примере женских топов и блузок и носит справочный характер. Посадка у разных моделей сильно отличается, поэтому опирайтесь на реальные замеры и добавляйте в карточку изображение с размерной сеткой.

> Совет: правильно заполните атрибут «Российский размер» — иначе покупатели, которые фильтруют товары по размеру, вашу карточку не увидят.`,
    },
    tags: {
      zh: ['尺码表', '服装', '退货'],
      en: ['Size chart', 'Apparel', 'Returns'],
      ru: ['Размерная сетка', 'Одежда', 'Возвраты'],
    },
    author: '资源编辑部',
    publishedAt: '2026-02-24T09:10:00.000Z',
    views: 18730,
    keywords: {
      zh: '俄罗斯尺码,尺码对照表,Ozon服装,中国码换算',
      en: 'Russian sizes, size conversion chart, Ozon apparel, Chinese size conversion',
      ru: 'российские размеры, таблица размеров, одежда на Ozon, перевод китайских размеров',
    },
  },
  {
    key: 'resource-russian-title-template',
    section: 'resource',
    title: {
      zh: '俄语商品标题模板（附示例）',
      en: 'A Russian Product Title Template (with Examples)',
      ru: 'Шаблон названия товара на русском языке (с примерами)',
    },
    summary: {
      zh: '一个可直接套用的俄语标题结构和示例，让买家和搜索引擎一眼看懂你的商品。',
      en: 'A ready-to-use Russian title structure with an example, so shoppers and search instantly understand your product.',
      ru: 'Готовая структура названия на русском языке с примером — чтобы и покупатель, и поиск сразу понимали, что вы продаёте.',
    },
    body: {
      zh: `标题是影响搜索排名和点击率的重要因素之一。好的俄语标题应该让买家和搜索引擎一眼看懂「这是什么」，推荐按以下结构组合：

\`\`\`
[商品类型] + [品牌] + [型号/系列] + [核心参数] + [颜色/规格]
\`\`\`

示例（保温杯）：

\`\`\`
Термокружка [бренд] с крышкой, 500 мл, нержавеющая сталь, чёрная
\`\`\`

- 商品类型放在最前面，使用买家常搜的词，例如 «Термокружка»，而不是生僻的说法。
- 避免堆砌重复关键词，也不要全部使用大写字母。
- 长度控制在平台限制以内，把最重要的信息放在前半部分。`,
      en: `The title is one of the key factors in search ranking and click-through rate. A good Russian title tells both shoppers and the search engine at a glance what the product is. We recommend this structure:

\`\`\`
[Product type] + [Brand] + [Model/Series] + [Key spec] + [Colour/Size]
\`\`\`

Example (travel mug):

\`\`\`
Термокружка [бренд] с крышкой, 500 мл, нержавеющая сталь, чёрная
\`\`\`

- Put the product type first and use the word shoppers actually search for, e.g. «Термокружка», not an obscure synonym.
- Avoid stuffing repeated keywords, and don't write in all caps.
- Stay within the platform's length limit and put the most important information in the first half.`,
      ru: `Название — один из главных факторов, влияющих на позиции в поиске и кликабельность. Хорошее название сразу объясняет и покупателю, и поисковой системе, что это за товар. Рекомендуем такую структуру:

\`\`\`
[Тип товара] + [Бренд] + [Модель/серия] + [Ключевой параметр] + [Цвет/размер]
\`\`\`

Пример (термокружка):

\`\`\`
Термокружка [бренд] с крышкой, 500 мл, нержавеющая сталь, чёрная
\`\`\`

- Ставьте тип товара в начало и используйте слово, которое реально ищут покупатели: «Термокружка», а не редкий синоним.
- Не повторяйте одни и те же ключевые слова и не пишите капслоком.
- Укладывайтесь в лимит длины и размещайте самое важное в первой половине названия.`,
    },
    tags: {
      zh: ['模板', '标题优化', 'SEO'],
      en: ['Templates', 'Title optimisation', 'SEO'],
      ru: ['Шаблоны', 'Оптимизация названий', 'SEO'],
    },
    author: '运营研究院',
    publishedAt: '2026-04-02T08:40:00.000Z',
    views: 15960,
    keywords: {
      zh: '俄语标题,Ozon标题模板,Ozon SEO,关键词',
      en: 'Russian product title, Ozon title template, Ozon SEO, keywords',
      ru: 'название товара, шаблон названия Ozon, SEO на Ozon, ключевые слова',
    },
  },
  {
    key: 'resource-seasonal-sales-calendar',
    section: 'resource',
    title: {
      zh: '俄罗斯电商全年营销日历：跨境卖家备货参考',
      en: 'Russian E-commerce Calendar: A Stocking Guide for Cross-Border Sellers',
      ru: 'Календарь праздников и распродаж в России: когда готовить запасы кросс-бордер продавцу',
    },
    summary: {
      zh: '一张表列出俄罗斯全年主要消费节点和热门品类，帮助你提前 6–8 周规划备货。',
      en: 'One table of Russia\'s main shopping occasions and popular categories through the year, to help you plan stock 6–8 weeks ahead.',
      ru: 'Одна таблица с главными поводами для покупок в России и популярными категориями — чтобы планировать запасы за 6–8 недель.',
    },
    body: {
      zh: `俄罗斯的消费高峰和国内不同。跨境卖家需要考虑**头程运输时间**，通常要比节点提前 6–8 周备货。

| 时间 | 节点 | 热门品类 |
|---|---|---|
| 1月初 | 新年假期 | 礼品、家居、冬季用品 |
| 2月23日 | 祖国保卫者日 | 男士礼品、工具 |
| 3月8日 | 国际妇女节 | 美妆、饰品、礼盒 |
| 8–9月 | 开学季 | 文具、书包、儿童服装 |
| 11月 | 11.11 与黑色星期五 | 电子产品、服装、家居 |
| 12月 | 新年采购 | 礼品、节日装饰、灯串 |

> 平台大促的具体日期和报名规则每年都会调整，请关注卖家后台的促销活动页面。

可以结合我们工作台的类目趋势数据，对照往年同期销量来判断备货数量。`,
      en: `Russia's shopping peaks differ from China's. Cross-border sellers must factor in **first-mile transit time** and usually stock up 6–8 weeks before each peak.

| When | Occasion | Popular categories |
|---|---|---|
| Early January | New Year holidays | Gifts, home goods, winter items |
| 23 February | Defender of the Fatherland Day | Men's gifts, tools |
| 8 March | International Women's Day | Beauty, jewellery, gift sets |
| August–September | Back to school | Stationery, backpacks, kids' clothing |
| November | 11.11 and Black Friday | Electronics, clothing, home goods |
| December | New Year shopping | Gifts, festive decorations, string lights |

> Exact dates and entry rules for platform sales change every year; keep an eye on the promotions page in the seller portal.

Use the category trend data in our workbench and compare it with last year's sales for the same period to decide how much to stock.`,
      ru: `Пики спроса в России не совпадают с китайскими. Кросс-бордер продавцам нужно учитывать **срок доставки на первой миле** и, как правило, готовить запасы за 6–8 недель до пика.

| Когда | Повод | Популярные категории |
|---|---|---|
| Начало января | Новогодние каникулы | Подарки, товары для дома, зимние товары |
| 23 февраля | День защитника Отечества | Подарки для мужчин, инструменты |
| 8 марта | Международный женский день | Косметика, украшения, подарочные наборы |
| Август–сентябрь | Снова в школу | Канцтовары, рюкзаки, детская одежда |
| Ноябрь | 11.11 и «Чёрная пятница» | Электроника, одежда, товары для дома |
| Декабрь | Подготовка к Новому году | Подарки, праздничный декор, гирлянды |

> Точные даты крупных распродаж и условия участия меняются каждый год — следите за разделом акций в личном кабинете продавца.

Сопоставьте данные о трендах категорий из нашей рабочей панели с продажами за тот же период прошлого года, чтобы определить объём запасов.`,
    },
    tags: {
      zh: ['营销日历', '季节性', '备货'],
      en: ['Sales calendar', 'Seasonality', 'Stock planning'],
      ru: ['Календарь продаж', 'Сезонность', 'Планирование запасов'],
    },
    author: '资源编辑部',
    publishedAt: '2026-08-12T07:00:00.000Z',
    views: 21350,
    keywords: {
      zh: '俄罗斯节日,Ozon大促,季节性需求,备货计划,黑色星期五',
      en: 'Russian holidays, Ozon sales events, seasonal demand, stock planning, Black Friday',
      ru: 'праздники в России, распродажи Ozon, сезонный спрос, планирование запасов, Чёрная пятница',
    },
  },
  {
    key: 'resource-seller-tool-list',
    section: 'resource',
    title: {
      zh: '跨境卖家常用工具清单（2026 版）',
      en: 'Essential Tools for Cross-Border Ozon Sellers (2026 Edition)',
      ru: 'Инструменты кросс-бордер продавца на Ozon (подборка 2026 года)',
    },
    summary: {
      zh: '从订单处理、批量改价到选品分析，整理跨境卖家日常最常用的几类工具。',
      en: 'From order processing and bulk price updates to product research: the kinds of tools cross-border sellers use every day.',
      ru: 'От обработки заказов и массового изменения цен до подбора товаров: инструменты, которыми кросс-бордер продавцы пользуются каждый день.',
    },
    body: {
      zh: `## 日常运营

- **Ozon 卖家后台与手机 App**：处理订单、回复买家、查看结算。
- **Ozon Seller API**：批量更新价格和库存，适合 SKU 较多的店铺。
- **翻译与校对工具**：机器翻译后，务必请懂俄语的人校对标题和描述。

## 数据与选品

- **Ozon 数据分析工作台**：查看类目排行、竞品监控和关键词趋势。
- **浏览器插件**：在 Ozon 前台直接显示商品的预估销量和价格走势。
- **汇率与定价表格**：按实时汇率计算卢布售价和利润。

API 文档和接入说明可以在 [Ozon Seller API 文档](https://docs.ozon.ru/api/seller/) 中查看。`,
      en: `## Day-to-day operations

- **Ozon seller portal and mobile app**: process orders, reply to buyers, check settlements.
- **Ozon Seller API**: update prices and stock in bulk — useful for stores with many SKUs.
- **Translation and proofreading tools**: after machine translation, always have a Russian speaker check titles and descriptions.

## Data and product research

- **Ozon Data Analytics workbench**: category rankings, competitor monitoring and keyword trends.
- **Browser plugin**: shows estimated sales and price history right on Ozon product pages.
- **Exchange-rate and pricing spreadsheet**: calculate ruble prices and profit at the current rate.

API documentation and integration guides are available in the [Ozon Seller API docs](https://docs.ozon.ru/api/seller/).`,
      ru: `## Ежедневная работа

- **Личный кабинет и мобильное приложение Ozon Seller**: обработка заказов, ответы покупателям, проверка взаиморасчётов.
- **Ozon Seller API**: массовое обновление цен и остатков — удобно для магазинов с большим ассортиментом.
- **Сервисы перевода и вычитки**: после машинного перевода обязательно давайте названия и описания на проверку носителю русского языка.

## Данные и подбор товаров

- **Рабочая панель «Аналитика Ozon»**: рейтинги категорий, мониторинг конкурентов и динамика ключевых слов.
- **Браузерное расширение**: показывает прогноз продаж и историю цен прямо на страницах товаров Ozon.
- **Таблица курсов и цен**: расчёт цены в рублях и прибыли по текущему курсу.

Документация по API и инструкции по подключению — в [документации Ozon Seller API](https://docs.ozon.ru/api/seller/).`,
    },
    tags: {
      zh: ['工具', '效率'],
      en: ['Tools', 'Productivity'],
      ru: ['Инструменты', 'Эффективность'],
    },
    author: '资源编辑部',
    publishedAt: '2026-06-04T10:30:00.000Z',
    views: 9870,
    keywords: {
      zh: 'Ozon工具,Ozon Seller API,选品工具,跨境卖家工具',
      en: 'Ozon tools, Ozon Seller API, product research tools, cross-border seller tools',
      ru: 'инструменты для Ozon, Ozon Seller API, сервисы подбора товаров, инструменты кросс-бордер продавца',
    },
  },
  {
    key: 'resource-review-reply-templates',
    section: 'resource',
    title: {
      zh: '俄语评价回复与退货沟通模板（可直接复制）',
      en: 'Russian Templates for Replying to Reviews and Handling Returns (Copy-Ready)',
      ru: 'Шаблоны ответов на отзывы и заявки на возврат (можно копировать)',
    },
    summary: {
      zh: '两段常用的俄语回复模板：回复差评和同意退货，复制后按实际情况修改即可。',
      en: 'Two common Russian reply templates, for a negative review and for an approved return; copy them and adapt to the situation.',
      ru: 'Два готовых шаблона ответа — на негативный отзыв и при одобрении возврата; скопируйте и адаптируйте под ситуацию.',
    },
    body: {
      zh: `及时、礼貌地回复评价和退货申请，能挽回不少订单。回复时称呼买家、表达歉意、给出具体方案，三步缺一不可。以下模板可直接复制，再按实际情况修改。

### 回复差评

\`\`\`
Здравствуйте! Спасибо за отзыв, и простите за доставленные неудобства. Мы уже разбираемся в ситуации. Напишите нам, пожалуйста, в чат по заказу — поможем с заменой или возвратом.
\`\`\`

### 同意退货

\`\`\`
Здравствуйте! Мы одобрили возврат. Пожалуйста, упакуйте товар в оригинальную упаковку и сдайте его в пункт выдачи. Деньги вернутся после того, как товар будет принят.
\`\`\`

> 注意：回复是公开的，其他买家也能看到。不要在回复中引导买家到站外交易，也不要留下私人联系方式，否则可能违反平台规则。`,
      en: `Replying to reviews and return requests promptly and politely can save quite a few orders. Greet the buyer, apologise and offer a concrete solution — all three steps matter. Copy the templates below and adapt them to the situation.

### Replying to a negative review

\`\`\`
Здравствуйте! Спасибо за отзыв, и простите за доставленные неудобства. Мы уже разбираемся в ситуации. Напишите нам, пожалуйста, в чат по заказу — поможем с заменой или возвратом.
\`\`\`

### Approving a return

\`\`\`
Здравствуйте! Мы одобрили возврат. Пожалуйста, упакуйте товар в оригинальную упаковку и сдайте его в пункт выдачи. Деньги вернутся после того, как товар будет принят.
\`\`\`

> Note: replies are public and other shoppers can read them. Never steer buyers towards off-platform deals or leave personal contact details in your replies — this may violate platform rules.`,
      ru: `Быстрые и вежливые ответы на отзывы и заявки на возврат помогают сохранить немало заказов. Поприветствуйте покупателя, извинитесь и предложите конкретное решение — важен каждый из трёх шагов. Шаблоны ниже можно скопировать и доработать под ситуацию.

### Ответ на негативный отзыв

\`\`\`
Здравствуйте! Спасибо за отзыв, и простите за доставленные неудобства. Мы уже разбираемся в ситуации. Напишите нам, пожалуйста, в чат по заказу — поможем с заменой или возвратом.
\`\`\`

### Одобрение возврата

\`\`\`
Здравствуйте! Мы одобрили возврат. Пожалуйста, упакуйте товар в оригинальную упаковку и сдайте его в пункт выдачи. Деньги вернутся после того, как товар будет принят.
\`\`\`

> Важно: ответы публичны, их видят и другие покупатели. Не предлагайте в ответах сделки вне площадки и не оставляйте личные контакты — это может нарушать правила платформы.`,
    },
    tags: {
      zh: ['模板', '客服', '退货', '评价'],
      en: ['Templates', 'Customer service', 'Returns', 'Reviews'],
      ru: ['Шаблоны', 'Работа с покупателями', 'Возвраты', 'Отзывы'],
    },
    author: '运营研究院',
    publishedAt: '2026-09-28T09:50:00.000Z',
    views: 7640,
    keywords: {
      zh: 'Ozon差评回复,俄语客服模板,Ozon退货,买家沟通',
      en: 'Ozon negative review reply, Russian customer service templates, Ozon returns, buyer communication',
      ru: 'ответ на негативный отзыв Ozon, шаблоны ответов покупателям, возвраты Ozon, общение с покупателями',
    },
  },
  {
    key: 'resource-customs-documents-checklist',
    section: 'resource',
    title: {
      zh: '跨境发货清关资料清单',
      en: 'Customs Documents Checklist for Cross-Border Shipments',
      ru: 'Чек-лист документов для таможенного оформления кросс-бордер отправок',
    },
    summary: {
      zh: '发票、装箱单、海关编码、认证和品牌授权，五类资料提前备齐，减少包裹滞留。',
      en: 'Invoice, packing list, customs code, certificates and brand authorisation: have all five ready to keep parcels from getting stuck.',
      ru: 'Инвойс, упаковочный лист, код ТН ВЭД, сертификаты и авторизация бренда: подготовьте всё заранее, чтобы посылки не задерживались.',
    },
    body: {
      zh: `无论是走 rFBS 直发，还是批量进口到 FBO 仓，清关资料不全都是包裹滞留最常见的原因。

1. **商业发票**：品名、数量、单价、币种与实际货物一致。
2. **装箱单**：每箱的商品明细、毛重和净重。
3. **海关编码（HS / ТН ВЭД）**：按商品材质和用途准确归类。
4. **认证文件**：需要 EAC 证书或声明的商品，提前准备好副本。
5. **品牌授权**：销售他人品牌时提供授权书。

> 品名请使用具体描述，例如「不锈钢保温杯」，不要只写「杯子」或「礼品」。

具体要求请与物流商或报关代理确认，不同渠道的规定可能不同。`,
      en: `Whether you ship directly via rFBS or import in bulk to an FBO warehouse, incomplete customs paperwork is the most common reason parcels get held up.

1. **Commercial invoice**: product name, quantity, unit price and currency must match the actual goods.
2. **Packing list**: contents, gross weight and net weight of each carton.
3. **Customs code (HS / ТН ВЭД)**: classify accurately by material and purpose.
4. **Certification documents**: have copies ready for products that need an EAC certificate or declaration.
5. **Brand authorisation**: provide a letter of authorisation when selling someone else's brand.

> Use specific descriptions, e.g. "stainless steel travel mug", not just "cup" or "gift".

Confirm the exact requirements with your carrier or customs broker, as rules can differ between channels.`,
      ru: `Отправляете ли вы товар напрямую по rFBS или ввозите партию на склад FBO, чаще всего посылки задерживаются из-за неполного пакета документов.

1. **Инвойс**: наименование, количество, цена за единицу и валюта должны соответствовать фактическому товару.
2. **Упаковочный лист**: содержимое, вес брутто и нетто каждой коробки.
3. **Код ТН ВЭД (HS)**: точная классификация по материалу и назначению товара.
4. **Разрешительные документы**: заранее подготовьте копии сертификатов или деклараций EAC, если они требуются.
5. **Авторизация бренда**: письмо-разрешение, если вы продаёте товары чужого бренда.

> Указывайте конкретные наименования, например «термокружка из нержавеющей стали», а не просто «кружка» или «подарок».

Точные требования уточняйте у перевозчика или таможенного брокера — в разных каналах правила могут различаться.`,
    },
    tags: {
      zh: ['清关', '清单', '跨境物流'],
      en: ['Customs', 'Checklist', 'Cross-border logistics'],
      ru: ['Таможня', 'Чек-лист', 'Кросс-бордер логистика'],
    },
    author: '跨境物流组',
    publishedAt: '2026-10-20T08:15:00.000Z',
    views: 11230,
    keywords: {
      zh: '俄罗斯清关,清关资料,海关编码,装箱单,商业发票',
      en: 'Russian customs clearance, customs documents, HS code, packing list, commercial invoice',
      ru: 'таможенное оформление, документы для таможни, код ТН ВЭД, упаковочный лист, инвойс',
    },
  },

  // ── release-record ────────────────────────────────────────────────────────────────────────
  {
    key: 'release-record-v3-8-0',
    section: 'release-record',
    title: {
      zh: 'v3.8.0 更新：类目排行榜正式上线',
      en: 'v3.8.0: Category Rankings Are Here',
      ru: 'v3.8.0: запущены рейтинги категорий',
    },
    summary: {
      zh: '新增类目热销榜与新品榜，支持按价格区间和物流模式筛选，并修复两处已知问题。',
      en: 'New category bestseller and new-arrival rankings with price-range and fulfilment-model filters, plus two bug fixes.',
      ru: 'Новые рейтинги хитов и новинок по категориям с фильтрами по цене и схеме работы, а также два исправления.',
    },
    body: {
      zh: `本次更新上线了全新的**类目排行榜**，帮助你快速发现各类目中增长最快的商品。榜单数据基于前台公开信息估算，适合用来判断类目趋势和选品方向。

## 新功能

- 类目热销榜：按预估销量、销售额和增长率排序，每日更新。
- 新品榜：展示近 30 天内上架且销量快速增长的商品。
- 支持按价格区间和物流模式（FBO / FBS / rFBS）筛选。

## 问题修复

- 修复部分类目名称在俄语界面下显示不完整的问题。
- 修复导出 Excel 时日期格式错误的问题。`,
      en: `This release introduces the new **category rankings**, helping you quickly spot the fastest-growing products in each category. Ranking data is estimated from public storefront information and is best used to judge category trends and choose product directions.

## What's new

- Category bestsellers: sorted by estimated sales volume, revenue and growth rate, updated daily.
- New arrivals: products listed in the last 30 days whose sales are growing fast.
- Filters by price range and fulfilment model (FBO / FBS / rFBS).

## Bug fixes

- Fixed some category names being cut off in the Russian interface.
- Fixed a wrong date format in Excel exports.`,
      ru: `В этом обновлении появились новые **рейтинги категорий** — они помогают быстро находить самые быстрорастущие товары в каждой категории. Данные рейтингов рассчитываются по открытой информации с витрины и лучше всего подходят для оценки трендов и выбора направлений.

## Что нового

- Хиты категорий: сортировка по прогнозу продаж, выручке и темпу роста, ежедневное обновление.
- Новинки: товары, размещённые за последние 30 дней, продажи которых быстро растут.
- Фильтры по ценовому диапазону и схеме работы (FBO / FBS / rFBS).

## Исправления

- Названия некоторых категорий в русском интерфейсе больше не обрезаются.
- Исправлен неверный формат дат при выгрузке в Excel.`,
    },
    tags: {
      zh: ['版本更新', '排行榜'],
      en: ['Release notes', 'Rankings'],
      ru: ['Обновления', 'Рейтинги'],
    },
    author: '产品研发团队',
    publishedAt: '2026-01-05T12:00:00.000Z',
    views: 1860,
    keywords: {
      zh: 'v3.8.0,类目排行榜,新品榜,Ozon数据分析',
      en: 'v3.8.0, category rankings, new arrivals ranking, Ozon Data Analytics',
      ru: 'v3.8.0, рейтинги категорий, рейтинг новинок, Аналитика Ozon',
    },
  },
  {
    key: 'release-record-v3-9-0',
    section: 'release-record',
    title: {
      zh: 'v3.9.0 更新：竞品店铺与商品监控',
      en: 'v3.9.0: Competitor Store and Product Monitoring',
      ru: 'v3.9.0: мониторинг магазинов и товаров конкурентов',
    },
    summary: {
      zh: '可持续跟踪竞品的价格、库存和评分变化并接收提醒，排行榜加载速度同步提升。',
      en: 'Track competitors\' prices, stock and ratings with change alerts; ranking pages also load faster.',
      ru: 'Следите за ценами, остатками и рейтингом конкурентов и получайте уведомления об изменениях; рейтинги теперь загружаются быстрее.',
    },
    body: {
      zh: `v3.9.0 带来了**竞品监控**功能，可以持续跟踪你关心的店铺和商品。

### 新功能

1. 加入监控：在商品或店铺详情页点击「加入监控」即可。
2. 变化提醒：价格、库存、评分或上新发生变化时，通过站内信和邮件通知你。
3. 历史曲线：查看监控对象近 90 天的价格和预估销量走势。

### 优化

- 排行榜页面加载速度提升约 40%。
- 免费版可同时监控 5 个对象，专业版上限提高到 200 个。

> 提示：监控数据每日刷新，价格变化提醒可能会有数小时延迟。`,
      en: `v3.9.0 brings **competitor monitoring**, so you can keep track of the stores and products you care about.

### What's new

1. Add to monitoring: click "Monitor" on any product or store page.
2. Change alerts: get notified in-app and by email when prices, stock, ratings or new listings change.
3. History charts: see price and estimated sales trends for the last 90 days.

### Improvements

- Ranking pages load about 40% faster.
- The free plan can monitor 5 items at once; the Pro plan limit rises to 200.

> Note: monitoring data refreshes daily, so price-change alerts may arrive a few hours late.`,
      ru: `В v3.9.0 появился **мониторинг конкурентов** — теперь можно постоянно следить за нужными магазинами и товарами.

### Что нового

1. Добавление в мониторинг: нажмите «Отслеживать» на странице товара или магазина.
2. Уведомления об изменениях: сообщения в сервисе и на почту, когда меняются цены, остатки, рейтинг или появляются новые товары.
3. Графики истории: динамика цен и прогноз продаж за последние 90 дней.

### Улучшения

- Страницы рейтингов загружаются примерно на 40% быстрее.
- На бесплатном тарифе можно отслеживать до 5 объектов одновременно, на тарифе Pro лимит увеличен до 200.

> Обратите внимание: данные мониторинга обновляются раз в сутки, поэтому уведомления об изменении цены могут приходить с задержкой в несколько часов.`,
    },
    tags: {
      zh: ['版本更新', '竞品监控'],
      en: ['Release notes', 'Competitor monitoring'],
      ru: ['Обновления', 'Мониторинг конкурентов'],
    },
    author: '产品研发团队',
    publishedAt: '2026-02-16T12:00:00.000Z',
    views: 2430,
    keywords: {
      zh: 'v3.9.0,竞品监控,价格提醒,店铺监控',
      en: 'v3.9.0, competitor monitoring, price alerts, store monitoring',
      ru: 'v3.9.0, мониторинг конкурентов, уведомления о ценах, мониторинг магазинов',
    },
  },
  {
    key: 'release-record-v3-10-0',
    section: 'release-record',
    title: {
      zh: 'v3.10.0 更新：关键词工具上线',
      en: 'v3.10.0: Introducing the Keyword Tool',
      ru: 'v3.10.0: новый инструмент для работы с ключевыми словами',
    },
    summary: {
      zh: '新增关键词扩展、搜索热度、竞争度和中文释义，帮你找到俄罗斯买家真正在搜的词。',
      en: 'Keyword expansion, search popularity, competition and Chinese glosses help you find what Russian shoppers actually search for.',
      ru: 'Расширение запросов, популярность, конкуренция и перевод на китайский помогают найти то, что действительно ищут российские покупатели.',
    },
    body: {
      zh: `v3.10.0 新增**关键词工具**，帮助你为商品找到俄罗斯买家真正在搜的词。所有结果均可导出，方便直接用于撰写俄语标题和描述。

## 新功能

| 功能 | 说明 |
|---|---|
| 关键词扩展 | 输入一个俄语或中文词，返回相关的长尾词 |
| 搜索热度 | 展示关键词近 12 个月的热度趋势 |
| 竞争度 | 根据搜索结果中的商品数量估算竞争强弱 |
| 中文释义 | 为每个俄语关键词附上中文翻译 |

## 问题修复

- 修复监控提醒邮件在部分邮箱中被重复发送的问题。`,
      en: `v3.10.0 adds the **keyword tool**, helping you find the words Russian shoppers actually search for. All results can be exported and used directly when writing Russian titles and descriptions.

## What's new

| Feature | Description |
|---|---|
| Keyword expansion | Enter a Russian or Chinese word to get related long-tail keywords |
| Search popularity | A 12-month popularity trend for each keyword |
| Competition | Estimated from the number of products in search results |
| Chinese glosses | A Chinese translation next to every Russian keyword |

## Bug fixes

- Fixed monitoring alert emails being sent twice to some mailbox providers.`,
      ru: `В v3.10.0 добавлен **инструмент для ключевых слов** — он помогает находить запросы, которые действительно вводят российские покупатели. Все результаты можно выгрузить и сразу использовать при составлении названий и описаний.

## Что нового

| Функция | Описание |
|---|---|
| Расширение запросов | Введите слово на русском или китайском и получите связанные низкочастотные запросы |
| Популярность | Динамика популярности запроса за 12 месяцев |
| Конкуренция | Оценка по количеству товаров в поисковой выдаче |
| Перевод на китайский | Китайский перевод рядом с каждым русским запросом |

## Исправления

- Письма с уведомлениями мониторинга больше не приходят дважды в некоторых почтовых сервисах.`,
    },
    tags: {
      zh: ['版本更新', '关键词工具', 'SEO'],
      en: ['Release notes', 'Keyword tool', 'SEO'],
      ru: ['Обновления', 'Ключевые слова', 'SEO'],
    },
    author: '产品研发团队',
    publishedAt: '2026-03-30T12:00:00.000Z',
    views: 3120,
    keywords: {
      zh: 'v3.10.0,关键词工具,俄语关键词,搜索热度',
      en: 'v3.10.0, keyword tool, Russian keywords, search popularity',
      ru: 'v3.10.0, подбор ключевых слов, русские запросы, популярность запросов',
    },
  },
  {
    key: 'release-record-v3-11-0',
    section: 'release-record',
    title: {
      zh: 'v3.11.0 更新：利润定价计算器',
      en: 'v3.11.0: Profit and Pricing Calculator',
      ru: 'v3.11.0: калькулятор цены и прибыли',
    },
    summary: {
      zh: '输入成本和费率即可估算卢布售价与利润率，汇率改为每日自动同步。',
      en: 'Enter your costs and rates to estimate the ruble price and margin; exchange rates now sync automatically every day.',
      ru: 'Введите затраты и ставки, чтобы рассчитать цену в рублях и маржу; курсы валют теперь обновляются автоматически каждый день.',
    },
    body: {
      zh: `v3.11.0 上线**利润定价计算器**：输入成本和费率，即可估算卢布售价和利润率。计算器支持 FBO、FBS 和 rFBS 三种模式，下例中的费率仅用于演示。

## 使用示例

\`\`\`
采购成本: 35 元        头程运费: 8 元          汇率: 12.0
佣金率(示例): 15%      其他费率(示例): 18%     目标利润率: 20%
→ 建议售价: 约 1 100 ₽
\`\`\`

## 其他更新

- 计算器中的各项费率均可手动修改，并可保存为模板。
- 工作台和浏览器插件中的汇率改为每日自动同步。
- 修复关键词工具中部分长尾词热度显示为 0 的问题。`,
      en: `v3.11.0 introduces the **profit and pricing calculator**: enter your costs and rates to estimate the ruble price and margin. It supports FBO, FBS and rFBS; the rates in the example below are for illustration only.

## Example

\`\`\`
Purchase cost: ¥35          First-mile freight: ¥8        Rate: 12.0
Commission (e.g.): 15%      Other fees (e.g.): 18%        Target margin: 20%
→ Suggested price: about 1,100 ₽
\`\`\`

## Other updates

- Every rate in the calculator can be edited manually and saved as a template.
- Exchange rates in the workbench and the browser plugin now sync automatically every day.
- Fixed search popularity showing 0 for some long-tail keywords in the keyword tool.`,
      ru: `В v3.11.0 появился **калькулятор цены и прибыли**: введите затраты и ставки — и получите расчёт цены в рублях и маржи. Калькулятор поддерживает схемы FBO, FBS и rFBS; ставки в примере ниже приведены только для наглядности.

## Пример расчёта

\`\`\`
Закупка: 35 юаней           Первая миля: 8 юаней            Курс: 12,0
Комиссия (пример): 15%      Прочие сборы (пример): 18%      Целевая маржа: 20%
→ Рекомендуемая цена: около 1 100 ₽
\`\`\`

## Другие изменения

- Все ставки в калькуляторе можно изменить вручную и сохранить как шаблон.
- Курсы валют в рабочей панели и браузерном расширении теперь обновляются автоматически каждый день.
- Исправлена нулевая популярность у некоторых низкочастотных запросов в инструменте ключевых слов.`,
    },
    tags: {
      zh: ['版本更新', '定价计算器', '利润'],
      en: ['Release notes', 'Pricing calculator', 'Profit'],
      ru: ['Обновления', 'Калькулятор цены', 'Прибыль'],
    },
    author: '产品研发团队',
    publishedAt: '2026-05-11T12:00:00.000Z',
    views: 4870,
    keywords: {
      zh: 'v3.11.0,定价计算器,利润计算,卢布售价',
      en: 'v3.11.0, pricing calculator, profit calculation, ruble price',
      ru: 'v3.11.0, калькулятор цены, расчёт прибыли, цена в рублях',
    },
  },
  {
    key: 'release-record-v3-12-0',
    section: 'release-record',
    title: {
      zh: 'v3.12.0 更新：浏览器插件 2.0 发布',
      en: 'v3.12.0: Browser Plugin 2.0',
      ru: 'v3.12.0: браузерное расширение 2.0',
    },
    summary: {
      zh: '在 Ozon 前台浏览时直接查看预估销量、价格走势，并一键加入监控。',
      en: 'See estimated sales and price trends while browsing Ozon, and add products to monitoring in one click.',
      ru: 'Прогноз продаж и динамика цен прямо при просмотре Ozon, а также добавление товаров в мониторинг в один клик.',
    },
    body: {
      zh: `v3.12.0 同步发布**浏览器插件 2.0**，在 Ozon 前台浏览商品时即可查看关键数据。

### 插件新功能

- 商品页显示预估月销量、销售额和上架时间。
- 搜索结果页为每个商品标注价格走势和评价增速。
- 一键将商品加入工作台的监控列表。

### 安装与升级

1. 在工作台「工具」页面下载最新版本的插件。
2. 已安装旧版的用户，刷新浏览器的扩展程序页面即可自动升级。

> 插件目前支持 Chrome 和 Edge 浏览器，其他浏览器将在后续版本中支持。`,
      en: `Alongside v3.12.0 we are releasing **browser plugin 2.0**, which shows key data while you browse products on Ozon.

### New in the plugin

- Product pages show estimated monthly sales, revenue and listing date.
- Search results mark each product's price trend and review growth.
- Add a product to your workbench monitoring list in one click.

### Installing and upgrading

1. Download the latest plugin from the "Tools" page of the workbench.
2. If you have an older version installed, reload the browser's extensions page to upgrade automatically.

> The plugin currently supports Chrome and Edge; other browsers will follow in later releases.`,
      ru: `Вместе с v3.12.0 выходит **браузерное расширение 2.0** — ключевые данные теперь видны прямо во время просмотра товаров на Ozon.

### Что нового в расширении

- На странице товара — прогноз продаж за месяц, выручка и дата размещения.
- В поисковой выдаче у каждого товара отмечены динамика цены и прирост отзывов.
- Добавление товара в список мониторинга рабочей панели в один клик.

### Установка и обновление

1. Скачайте последнюю версию расширения в разделе «Инструменты» рабочей панели.
2. Если у вас установлена старая версия, перезагрузите страницу расширений в браузере — обновление установится автоматически.

> Сейчас расширение работает в Chrome и Edge, поддержка других браузеров появится в следующих версиях.`,
    },
    tags: {
      zh: ['版本更新', '浏览器插件'],
      en: ['Release notes', 'Browser plugin'],
      ru: ['Обновления', 'Браузерное расширение'],
    },
    author: '产品研发团队',
    publishedAt: '2026-06-22T12:00:00.000Z',
    views: 6240,
    keywords: {
      zh: 'v3.12.0,浏览器插件,Ozon插件,预估销量',
      en: 'v3.12.0, browser plugin, Ozon extension, estimated sales',
      ru: 'v3.12.0, браузерное расширение, расширение для Ozon, прогноз продаж',
    },
  },
  {
    key: 'release-record-v3-13-0',
    section: 'release-record',
    title: {
      zh: 'v3.13.0 更新：促销效果分析与多店铺看板',
      en: 'v3.13.0: Promotion Analysis and a Multi-Store Dashboard',
      ru: 'v3.13.0: анализ акций и сводная панель для нескольких магазинов',
    },
    summary: {
      zh: '对比参加活动前后的销量与转化，在一个页面管理多个店铺，并修复三个模块的问题。',
      en: 'Compare sales and conversion before and after a promotion, manage several stores on one page, plus fixes in three modules.',
      ru: 'Сравнивайте продажи и конверсию до и после акции, управляйте несколькими магазинами на одной странице; плюс исправления в трёх модулях.',
    },
    body: {
      zh: `v3.13.0 聚焦于**促销效果分析**和多店铺卖家的日常管理。

## 新功能

- 促销分析：对比商品参加活动前后各 14 天的销量、价格和转化率变化。
- 多店铺看板：在一个页面汇总多个店铺的订单、销售额和退货率。
- 俄语界面全面校对，术语与 Ozon 卖家后台保持一致。

## 问题修复

| 模块 | 修复内容 |
|---|---|
| 排行榜 | 个别商品在榜单中重复出现 |
| 定价计算器 | 切换币种后利润率未刷新 |
| 浏览器插件 | 部分商品页无法加载数据 |`,
      en: `v3.13.0 focuses on **promotion performance analysis** and day-to-day management for sellers with several stores.

## What's new

- Promotion analysis: compare sales, price and conversion for the 14 days before and after a product joins a promotion.
- Multi-store dashboard: orders, revenue and return rates of several stores on one page.
- Fully proofread Russian interface, with terms aligned with the Ozon seller portal.

## Bug fixes

| Module | Fix |
|---|---|
| Rankings | Some products appeared twice in a ranking |
| Pricing calculator | Margin did not refresh after switching currency |
| Browser plugin | Data failed to load on some product pages |`,
      ru: `Версия v3.13.0 посвящена **анализу эффективности акций** и повседневной работе продавцов с несколькими магазинами.

## Что нового

- Анализ акций: сравнение продаж, цены и конверсии за 14 дней до и после участия товара в акции.
- Сводная панель: заказы, выручка и доля возвратов по нескольким магазинам на одной странице.
- Полностью вычитанный русский интерфейс: термины согласованы с личным кабинетом продавца Ozon.

## Исправления

| Модуль | Что исправлено |
|---|---|
| Рейтинги | Некоторые товары дважды появлялись в рейтинге |
| Калькулятор цены | Маржа не пересчитывалась после смены валюты |
| Браузерное расширение | На некоторых страницах товаров не загружались данные |`,
    },
    tags: {
      zh: ['版本更新', '促销分析', '多店铺'],
      en: ['Release notes', 'Promotion analysis', 'Multi-store'],
      ru: ['Обновления', 'Анализ акций', 'Несколько магазинов'],
    },
    author: '产品研发团队',
    publishedAt: '2026-08-31T12:00:00.000Z',
    views: 2950,
    keywords: {
      zh: 'v3.13.0,促销分析,多店铺管理,Ozon活动',
      en: 'v3.13.0, promotion analysis, multi-store management, Ozon promotions',
      ru: 'v3.13.0, анализ акций, управление несколькими магазинами, акции Ozon',
    },
  },
  {
    key: 'release-record-v3-14-0',
    section: 'release-record',
    title: {
      zh: 'v3.14.0 更新：选品机会评分与工作台全新改版',
      en: 'v3.14.0: Product Opportunity Score and a Redesigned Workbench',
      ru: 'v3.14.0: оценка перспективности товаров и обновлённая рабочая панель',
    },
    summary: {
      zh: '工作台首页全面改版，新增机会评分、保存筛选和旺季预测，帮助你更快找到值得做的商品。',
      en: 'A redesigned workbench home page with an opportunity score, saved filters and a peak-season forecast to find products worth selling faster.',
      ru: 'Обновлённая главная страница рабочей панели, оценка перспективности, сохранённые фильтры и прогноз сезона — чтобы быстрее находить товары, которые стоит продавать.',
    },
    body: {
      zh: `v3.14.0 是今年最大的一次更新：工作台首页全面改版，并推出**选品机会评分**。

## 新功能

1. 机会评分：综合需求增长、竞争度、价格带和评价数，为每个类目和商品给出 0–100 分。
2. 保存筛选：常用的选品条件可以保存，有新商品符合条件时会收到提醒。
3. 旺季预测：结合往年数据，提示未来 8 周内可能增长的类目。

> 机会评分是基于公开数据的估算结果，建议结合自己的供应链和利润测算综合判断。

## 问题修复

- 修复店铺数量超过 10 个时多店铺看板加载缓慢的问题。`,
      en: `v3.14.0 is our biggest update this year: a fully redesigned workbench home page and the new **product opportunity score**.

## What's new

1. Opportunity score: rates every category and product from 0 to 100 based on demand growth, competition, price band and review count.
2. Saved filters: save your usual research criteria and get an alert when new products match them.
3. Peak-season forecast: based on previous years, highlights categories likely to grow over the next 8 weeks.

> The opportunity score is an estimate based on public data; weigh it against your own supply chain and profit calculations.

## Bug fixes

- Fixed slow loading of the multi-store dashboard for accounts with more than 10 stores.`,
      ru: `v3.14.0 — крупнейшее обновление года: полностью переработанная главная страница рабочей панели и новая **оценка перспективности товаров**.

## Что нового

1. Оценка перспективности: от 0 до 100 баллов для каждой категории и товара с учётом роста спроса, конкуренции, ценового сегмента и числа отзывов.
2. Сохранённые фильтры: сохраняйте привычные условия подбора и получайте уведомления, когда появляются подходящие товары.
3. Прогноз сезона: на основе данных прошлых лет показывает категории, которые могут вырасти в ближайшие 8 недель.

> Оценка перспективности — это расчёт на основе открытых данных; сопоставляйте её с возможностями своей цепочки поставок и собственными расчётами прибыли.

## Исправления

- Сводная панель больше не загружается медленно в аккаунтах, где больше 10 магазинов.`,
    },
    tags: {
      zh: ['版本更新', '选品', '工作台'],
      en: ['Release notes', 'Product research', 'Workbench'],
      ru: ['Обновления', 'Подбор товаров', 'Рабочая панель'],
    },
    author: '产品研发团队',
    publishedAt: '2026-11-15T12:00:00.000Z',
    views: 5310,
    keywords: {
      zh: 'v3.14.0,选品机会评分,数据选品,旺季预测,工作台改版',
      en: 'v3.14.0, opportunity score, data-driven product research, peak-season forecast, workbench redesign',
      ru: 'v3.14.0, оценка перспективности, подбор товаров по данным, прогноз сезона, новая рабочая панель',
    },
  },
]
