/**
 * Demo questions of the QA community in zh (the source), en and ru, with the sellers' answers.
 * Fee and rate figures in the answers are examples, not official Ozon rates.
 */
import type { SeedQuestion } from './types'

export const questions: SeedQuestion[] = [
  {
    key: 'qa-product-card-blocked',
    title: {
      zh: '商品卡片被屏蔽了，该怎么排查原因？',
      en: 'My product card was blocked. How do I find out why?',
      ru: 'Карточку товара заблокировали. Как понять причину?',
    },
    body: {
      zh: '昨天上架的一款蓝牙耳机今天显示被屏蔽，后台只写了“违反平台规则”，没有具体说明。有没有人遇到过，应该从哪里开始查？',
      en: 'A Bluetooth headset I listed yesterday shows as blocked today, and the dashboard only says "violation of platform rules" with no details. Has anyone had this, and where should I start looking?',
      ru: 'Вчера выставил Bluetooth-гарнитуру, а сегодня карточка заблокирована. В кабинете написано только «нарушение правил площадки», без подробностей. Кто сталкивался, с чего начать?',
    },
    askedBy: '义乌小周',
    askedAt: '2026-01-14T03:25:00.000Z',
    views: 4260,
    tags: {
      zh: ['商品审核', '卡片屏蔽'],
      en: ['Moderation', 'Blocked cards'],
      ru: ['Модерация', 'Блокировка карточки'],
    },
    answers: [
      {
        body: {
          zh: '先在商品详情里查看屏蔽原因，常见的有类目选错、品牌未获授权、图片带水印或联系方式、缺少必需的认证文件，电子类商品尤其要检查认证。改正后重新提交审核，一般几天内会有结果。如果看不懂原因，可以直接给卖家支持提工单，附上商品 SKU。',
          en: 'First open the product details and check the reason for the block. The usual culprits are a wrong category, a brand you are not authorised to sell, watermarks or contact details in the images, or missing certification documents; with electronics, check the certificates first. Fix the issue and resubmit the card for moderation, and you normally get a result within a few days. If the reason is unclear, open a ticket with seller support and include the SKU.',
          ru: 'Сначала откройте карточку и посмотрите причину блокировки. Чаще всего это неверная категория, бренд без разрешения на продажу, водяные знаки или контакты на фото либо отсутствие обязательных документов — для электроники первым делом проверьте сертификаты. Исправьте ошибку и отправьте карточку на повторную модерацию, обычно ответ приходит за несколько дней. Если причина непонятна, напишите в поддержку продавцов и укажите SKU.',
        },
        answeredBy: '白桦林运营',
        answeredAt: '2026-01-14T06:10:00.000Z',
        accepted: true,
      },
      {
        body: {
          zh: '补充一点：标题或属性里用了别人的品牌名做关键词，也可能触发屏蔽。非自有品牌的名字不要出现在卡片里。',
          en: "One more thing: using someone else's brand name as a keyword in the title or attributes can also get a card blocked. Keep brands you do not own out of your listing.",
          ru: 'Добавлю: блокировку может вызвать и чужой бренд в названии или характеристиках, если вы используете его как ключевое слово. Не упоминайте в карточке бренды, которые вам не принадлежат.',
        },
        answeredBy: 'Dmitry_FBS',
        answeredAt: '2026-01-15T02:40:00.000Z',
      },
    ],
  },
  {
    key: 'qa-eac-certificate',
    title: {
      zh: 'EAC 认证怎么办理？所有商品都需要吗？',
      en: 'How do I get EAC certification, and do all products need it?',
      ru: 'Как получить сертификат ЕАС и нужен ли он для всех товаров?',
    },
    body: {
      zh: '我做儿童玩具和小家电，听说要有 EAC 认证才能在俄罗斯销售。想知道是每个 SKU 都要单独办，还是按品类办，大概需要多长时间？',
      en: 'I sell toys and small home appliances, and I hear they need EAC certification to be sold in Russia. Does every SKU need its own document or is it done per product line, and how long does it take?',
      ru: 'Продаю детские игрушки и мелкую бытовую технику. Слышал, что для продажи в России нужен сертификат ЕАС. Его оформляют на каждый SKU или на товарную группу и сколько это занимает времени?',
    },
    askedBy: '汕头玩具厂阿斌',
    askedAt: '2026-01-20T08:05:00.000Z',
    views: 7815,
    tags: {
      zh: ['EAC认证', '资质合规'],
      en: ['EAC certification', 'Compliance'],
      ru: ['Сертификация ЕАС', 'Документы'],
    },
    answers: [
      {
        body: {
          zh: '是否需要取决于商品是否在海关联盟技术法规（TR CU）的管控范围内。儿童玩具和小家电基本都在范围内，需要合格证书或合格声明；不在范围内的商品可以申请豁免函。一份文件通常可以覆盖同一制造商的同一系列商品，不必每个 SKU 单独办理。文件要通过欧亚经济联盟认可的认证机构办理，申请人也需要在联盟境内注册，所以很多卖家会委托当地代理。周期从一两周到一个多月不等，主要看品类和是否需要检测。',
          en: 'It depends on whether the product falls under the Customs Union technical regulations (TR CU). Toys and small appliances almost always do, so you need either a certificate or a declaration of conformity; products outside the regulations can get a letter of exemption instead. One document usually covers a whole product line from the same manufacturer, so you do not need one per SKU. It has to be issued by a certification body accredited in the Eurasian Economic Union, and the applicant must be registered in the EAEU, which is why many sellers work through a local agent. Expect anything from one or two weeks to over a month, depending on the category and whether lab testing is required.',
          ru: 'Всё зависит от того, подпадает ли товар под технические регламенты Таможенного союза (ТР ТС). Игрушки и мелкая бытовая техника почти всегда подпадают, поэтому нужен сертификат или декларация о соответствии; на товары вне регламентов можно оформить отказное письмо. Обычно один документ покрывает всю серию товаров одного производителя, оформлять его на каждый SKU не нужно. Выдаёт документ аккредитованный в ЕАЭС орган по сертификации, а заявитель должен быть зарегистрирован в ЕАЭС, поэтому многие продавцы работают через местного представителя. Срок — от одной-двух недель до месяца с лишним, в зависимости от категории и необходимости испытаний.',
        },
        answeredBy: '北极熊跨境',
        answeredAt: '2026-01-20T11:30:00.000Z',
        accepted: true,
      },
      {
        body: {
          zh: '提醒一下，拿到文件后要在后台上传并关联到对应商品，否则卡片照样可能被屏蔽。证书有有效期，记得设好到期提醒。',
          en: 'A reminder: once you have the documents, upload them in the dashboard and link them to the right products, or the cards can still be blocked. Certificates also expire, so set a reminder before the end date.',
          ru: 'Напомню: полученные документы нужно загрузить в личный кабинет и привязать к нужным товарам, иначе карточки всё равно могут заблокировать. И у сертификатов есть срок действия — поставьте себе напоминание.',
        },
        answeredBy: 'Lena_Seller',
        answeredAt: '2026-01-21T04:15:00.000Z',
      },
    ],
  },
  {
    key: 'qa-fbo-acceptance-delay',
    title: {
      zh: 'FBO 入仓验收迟迟没完成，正常吗？',
      en: 'FBO warehouse acceptance is taking forever. Is that normal?',
      ru: 'Приёмка на складе FBO затянулась. Это нормально?',
    },
    body: {
      zh: '我们的货一周前已经送到仓库，后台还显示“验收中”，商品一直无法开售。旺季前这样干等很着急，有什么办法能加快吗？',
      en: 'Our goods reached the warehouse a week ago, but the dashboard still says "in acceptance" and the products cannot go on sale. With peak season coming this is worrying. Is there any way to speed it up?',
      ru: 'Наш товар неделю назад доставили на склад, а в кабинете до сих пор статус «на приёмке», и продавать его нельзя. Перед сезоном это очень нервирует. Можно ли как-то ускорить процесс?',
    },
    askedBy: '宁波家纺Lily',
    askedAt: '2026-02-03T02:50:00.000Z',
    views: 3390,
    tags: {
      zh: ['FBO', '仓库验收', '旺季备货'],
      en: ['FBO', 'Warehouse acceptance', 'Peak season stock'],
      ru: ['FBO', 'Приёмка', 'Запасы к сезону'],
    },
    answers: [
      {
        body: {
          zh: '旺季前后仓库验收排队很常见，几天到两周的情况都出现过。你能做的是：核对供货单和实际箱数是否一致，确认每件商品的条码清晰可扫；在后台查看供货单状态，有差异时会有提示；如果超过平台承诺的时效仍未完成，就带上供货单号和送货凭证提交工单。下个旺季建议提前两到三周备货，或者分散到多个仓库。',
          en: 'Queues at acceptance are common around peak season; anything from a few days to two weeks happens. What you can do: check that the supply order matches the number of boxes actually delivered and that every barcode is clean and scannable; watch the supply order status in the dashboard, which flags any discrepancies; and if acceptance runs past the time the platform promises, open a ticket with the supply order number and proof of delivery. Next season, ship two or three weeks earlier or split stock across several warehouses.',
          ru: 'Очереди на приёмку перед сезоном и в сезон — обычное дело, бывает и несколько дней, и две недели. Что можно сделать: сверьте заявку на поставку с фактическим количеством коробов и убедитесь, что все штрихкоды чёткие и читаются; следите за статусом поставки в кабинете — там отображаются расхождения; если приёмка затянулась дольше срока, который обещает площадка, создайте обращение с номером поставки и подтверждением доставки. К следующему сезону отгружайте на две-три недели раньше или распределяйте товар по нескольким складам.',
        },
        answeredBy: 'Ozon老司机',
        answeredAt: '2026-02-03T05:20:00.000Z',
        accepted: true,
      },
      {
        body: {
          zh: '我们之前有一次是因为条码贴错位置被搁置了。标签一定要贴在平整的面上，不要贴在包装接缝处。',
          en: 'We once had a delivery put on hold because the barcodes were in the wrong place. Always stick labels on a flat surface, never across a seam of the packaging.',
          ru: 'У нас однажды поставку отложили из-за неправильно наклеенных штрихкодов. Клейте этикетки только на ровную поверхность, не на стык упаковки.',
        },
        answeredBy: 'Sasha_Tovary',
        answeredAt: '2026-02-03T09:45:00.000Z',
      },
      {
        body: {
          zh: '如果条件允许，可以同时用 FBS 发一部分货，FBO 验收完成前不至于断货。',
          en: 'If you can, ship part of the stock via FBS in parallel so you do not run out while FBO acceptance is pending.',
          ru: 'Если есть возможность, параллельно продавайте часть товара по FBS, чтобы не остаться без остатков, пока идёт приёмка FBO.',
        },
        answeredBy: '莫斯科仓小李',
        answeredAt: '2026-02-04T01:05:00.000Z',
      },
    ],
  },
  {
    key: 'qa-commission-calculation',
    title: {
      zh: 'Ozon 的佣金是怎么计算的？',
      en: 'How are Ozon commissions calculated?',
      ru: 'Как рассчитывается комиссия Ozon?',
    },
    body: {
      zh: '结算单里除了销售佣金还有很多项扣费。佣金到底是按原价还是按折后价算？不同类目的比例差别大吗？',
      en: 'Besides the sales commission, my settlement report has lots of other deductions. Is the commission based on the full price or the discounted price, and do the rates differ much between categories?',
      ru: 'В отчёте о взаиморасчётах, кроме комиссии за продажу, много других удержаний. Комиссия считается от полной цены или от цены со скидкой? И сильно ли отличаются ставки по категориям?',
    },
    askedBy: '深圳跨境老陈',
    askedAt: '2026-02-11T07:40:00.000Z',
    views: 8920,
    tags: {
      zh: ['佣金', '结算', '利润测算'],
      en: ['Commission', 'Settlements', 'Margin calculation'],
      ru: ['Комиссия', 'Взаиморасчёты', 'Расчёт маржи'],
    },
    answers: [
      {
        body: {
          zh: '佣金一般按商品的实际售价乘以所在类目的比例计算。不同类目、不同履约模式的比例可能不同，平台也会不定期调整，一切以卖家后台当前公布的费率表为准。举个例子：假设某类目比例是 15%，售价 1000 卢布，佣金就是 150 卢布。结算单里的其他扣费通常是物流、最后一公里配送、仓储、收单等服务费，要分开核算。建议把这些项目都填进跨境定价工具里一起测算利润。',
          en: 'The commission is generally the actual selling price multiplied by the rate of the category. Rates can differ by category and by fulfilment model, and the platform changes them from time to time, so always go by the current rate table in your seller dashboard. As an example only: if a category had a 15% rate and the item sold for 1,000 rubles, the commission would be 150 rubles. The other deductions in the report are usually services such as logistics, last-mile delivery, storage and payment processing, and they should be tracked separately. Enter all of them in the cross-border pricing tool to see your real profit.',
          ru: 'Как правило, комиссия — это фактическая цена продажи, умноженная на ставку категории. Ставки зависят от категории и схемы работы, площадка периодически их меняет, поэтому ориентируйтесь на актуальную таблицу тарифов в личном кабинете. Условный пример: если ставка категории 15%, а товар продан за 1000 рублей, комиссия составит 150 рублей. Остальные удержания в отчёте — это обычно услуги: логистика, доставка последней мили, хранение, эквайринг; их нужно учитывать отдельно. Внесите все эти статьи в калькулятор кросс-бордер цен, чтобы увидеть реальную прибыль.',
        },
        answeredBy: '数据罗盘研究组',
        answeredAt: '2026-02-11T09:00:00.000Z',
        accepted: true,
      },
      {
        body: {
          zh: '建议每个月对一次账，把结算报表导出来按 SKU 汇总，很容易发现哪些商品其实一直在亏钱。',
          en: 'Reconcile every month: export the settlement report and total it by SKU. It quickly shows which products have actually been losing money.',
          ru: 'Советую сверяться раз в месяц: выгрузите отчёт и сведите его по SKU. Сразу видно, какие товары на самом деле работают в минус.',
        },
        answeredBy: 'Katya.Prodavets',
        answeredAt: '2026-02-12T03:30:00.000Z',
      },
    ],
  },
  {
    key: 'qa-reply-negative-review',
    title: {
      zh: '收到差评应该怎么回复？',
      en: 'How should I reply to a negative review?',
      ru: 'Как отвечать на негативный отзыв?',
    },
    body: {
      zh: '有位买家给了一星，说尺码偏小。我不会俄语，担心回复不当反而影响更大。有没有通用的回复思路？',
      en: 'A buyer left one star saying the item runs small. I do not speak Russian and worry that a clumsy reply will make things worse. Is there a general approach to replying?',
      ru: 'Покупатель поставил одну звезду и написал, что товар маломерит. Я не знаю русского и боюсь неудачным ответом сделать только хуже. Есть ли общий подход к таким ответам?',
    },
    askedBy: '广州女装小鹿',
    askedAt: '2026-02-19T12:15:00.000Z',
    views: 2675,
    tags: {
      zh: ['差评', '客服'],
      en: ['Negative reviews', 'Customer service'],
      ru: ['Негативные отзывы', 'Работа с покупателями'],
    },
    answers: [
      {
        body: {
          zh: '公开回复真正的读者是之后浏览评价的潜在买家。思路是：先感谢和道歉，不争辩；说明具体原因，比如这款偏小一码；给出解决办法，比如如何换货或退货；最后在商品描述和尺码表里补上提示。回复用简短、礼貌的俄语，可以先用翻译工具写好，再请懂俄语的同事或朋友看一遍。千万不要在回复里留微信或其他外部联系方式。',
          en: "Your public reply is really written for future shoppers reading the reviews. Thank the buyer and apologise without arguing, explain the cause (for example, that this model runs one size small), offer a solution such as how to exchange or return the item, and then add a note to the description and size chart. Keep the reply short and polite; draft it with a translation tool and ask a Russian-speaking colleague or friend to check it. Never put WeChat or any other outside contact details in a reply.",
          ru: 'Публичный ответ на самом деле читают будущие покупатели. Поблагодарите и извинитесь, не спорьте; объясните причину — например, что эта модель маломерит на размер; предложите решение — как обменять или вернуть товар; а затем добавьте предупреждение в описание и таблицу размеров. Отвечайте коротко и вежливо: набросайте текст в переводчике и попросите коллегу или знакомого, владеющего русским, его проверить. И ни в коем случае не оставляйте в ответе WeChat или другие внешние контакты.',
        },
        answeredBy: 'Katya.Prodavets',
        answeredAt: '2026-02-19T14:05:00.000Z',
        accepted: true,
      },
      {
        body: {
          zh: '我们整理了一份中俄对照的回复模板库，按尺码、质量、物流分类，回复效率高了很多。',
          en: 'We keep a library of Chinese-Russian reply templates sorted by size, quality and delivery issues. It has made replying much faster.',
          ru: 'Мы собрали библиотеку шаблонов ответов на китайском и русском, разбитых по темам: размер, качество, доставка. Отвечать стало гораздо быстрее.',
        },
        answeredBy: '义乌小周',
        answeredAt: '2026-02-20T06:50:00.000Z',
      },
    ],
  },
  {
    key: 'qa-ruble-payouts-exchange',
    title: {
      zh: '卢布回款怎么换成人民币？汇率损失大吗？',
      en: 'How do I convert ruble payouts into yuan, and how much is lost on the exchange?',
      ru: 'Как перевести выплаты в рублях в юани и сколько теряется на курсе?',
    },
    body: {
      zh: '店铺开始有销售了，想了解平台多久结算一次、回款可以选什么币种，以及怎样尽量减少汇率损失。',
      en: 'My store has started selling. I would like to know how often the platform pays out, which currencies I can receive, and how to keep exchange losses down.',
      ru: 'Магазин начал продавать. Хочу понять, как часто площадка делает выплаты, в какой валюте их можно получать и как свести к минимуму потери на курсе.',
    },
    askedBy: 'Artem_Kitai',
    askedAt: '2026-03-02T04:00:00.000Z',
    views: 6040,
    tags: {
      zh: ['回款', '汇率'],
      en: ['Payouts', 'Exchange rates'],
      ru: ['Выплаты', 'Валютный курс'],
    },
    answers: [
      {
        body: {
          zh: '结算周期和可选币种取决于你的店铺类型和签约的收款方式，具体以卖家后台和合同为准。跨境卖家常见的做法是通过平台合作的收款服务商，把卢布换成人民币或美元后提现。汇率损失主要来自两部分：换汇时的汇率差和服务商手续费。建议多比较几家服务商的报价，并在定价时预留汇率缓冲，例如 3% 到 5%，卢布波动大的时期再适当提高。',
          en: 'The payout schedule and available currencies depend on your store type and the payment method in your contract, so check your dashboard and agreement for the details. Cross-border sellers typically withdraw through one of the payment providers the platform works with, converting rubles into yuan or dollars. The loss comes from two places: the exchange-rate spread and the provider fee. Compare quotes from several providers and build a currency buffer into your prices, say 3 to 5 percent, raising it when the ruble is volatile.',
          ru: 'График выплат и доступные валюты зависят от типа магазина и способа получения средств по договору — подробности смотрите в личном кабинете и в договоре. Кросс-бордер продавцы обычно выводят деньги через платёжных партнёров площадки, конвертируя рубли в юани или доллары. Потери складываются из двух частей: разницы в курсе при конвертации и комиссии сервиса. Сравните предложения нескольких сервисов и закладывайте в цену валютный запас, например 3–5%, а в периоды сильных колебаний рубля — больше.',
        },
        answeredBy: '北极熊跨境',
        answeredAt: '2026-03-02T07:35:00.000Z',
        accepted: true,
      },
      {
        body: {
          zh: '别忘了把回款周期算进现金流计划里，备货量大的时候资金压力会很明显。',
          en: 'Do not forget to factor the payout cycle into your cash flow plan. When you are stocking up heavily, the strain on working capital is very noticeable.',
          ru: 'Не забывайте учитывать сроки выплат в плане движения денег: когда закупаете много товара, нехватка оборотных средств ощущается очень остро.',
        },
        answeredBy: '深圳跨境老陈',
        answeredAt: '2026-03-02T10:10:00.000Z',
      },
      {
        body: {
          zh: '我的经验是分批提现，比一次性全部提出来更稳一些，能摊薄汇率波动的影响。',
          en: 'In my experience, withdrawing in several smaller amounts is safer than taking everything out at once; it evens out the effect of rate swings.',
          ru: 'По моему опыту, выводить деньги частями надёжнее, чем всё сразу: так колебания курса сглаживаются.',
        },
        answeredBy: 'Mikhail_Opt',
        answeredAt: '2026-03-03T08:20:00.000Z',
      },
    ],
  },
  {
    key: 'qa-winter-categories',
    title: {
      zh: '冬季有哪些类目值得提前布局？',
      en: 'Which categories are worth preparing for winter?',
      ru: 'Какие категории стоит готовить к зиме заранее?',
    },
    body: {
      zh: '俄罗斯的冬天很长，我想提前三个月备货。除了羽绒服和保暖内衣，还有哪些品类冬季需求大、竞争又相对小？',
      en: 'Winter in Russia is long and I want to stock up three months in advance. Apart from down jackets and thermal underwear, which categories see strong winter demand with relatively little competition?',
      ru: 'Зима в России долгая, и я хочу закупиться за три месяца. Какие категории, кроме пуховиков и термобелья, зимой пользуются большим спросом при сравнительно небольшой конкуренции?',
    },
    askedBy: '温州鞋服阿峰',
    askedAt: '2026-03-16T09:30:00.000Z',
    views: 5210,
    tags: {
      zh: ['季节选品', '冬季类目'],
      en: ['Seasonal products', 'Winter categories'],
      ru: ['Сезонные товары', 'Зимние категории'],
    },
    answers: [
      {
        body: {
          zh: '从往年的大盘数据看，冬季需求明显上升的除了服装，还有汽车用品（除雪铲、座椅加热垫、车窗防冻用品）、家居取暖（电热毯、加湿器）、冬季户外运动装备，以及新年装饰和礼品。竞争程度要看具体细分，建议在类目分析里对比搜索量增长和在售卖家数量，挑需求增长快于卖家增长的细分。另外新年前物流会很紧张，FBO 最好在 10 月前完成入仓。',
          en: 'Looking at market data from previous years, besides clothing, winter demand clearly rises for car accessories (snow shovels, heated seat covers, de-icing products), home heating (electric blankets, humidifiers), winter sports gear, and New Year decorations and gifts. Competition depends on the niche, so compare search growth with the number of active sellers in category analysis and pick niches where demand grows faster than the seller count. Logistics get very tight before New Year, so aim to have FBO stock accepted before October.',
          ru: 'Если смотреть на данные рынка за прошлые годы, зимой, помимо одежды, заметно растёт спрос на автотовары (лопаты для снега, накидки с подогревом на сиденья, средства от обледенения), товары для обогрева дома (электропростыни, увлажнители), снаряжение для зимних видов спорта, а также новогодний декор и подарки. Уровень конкуренции зависит от конкретной ниши: сравните в анализе категорий рост запросов с числом продавцов и выбирайте ниши, где спрос растёт быстрее, чем число продавцов. Перед Новым годом логистика сильно загружена, поэтому поставки FBO лучше провести через приёмку до октября.',
        },
        answeredBy: '白桦林运营',
        answeredAt: '2026-03-16T12:00:00.000Z',
      },
      {
        body: {
          zh: '新年礼盒之类的商品过了 12 月中旬基本就卖不动了，备货量一定要控制好。',
          en: 'Things like New Year gift sets barely sell after mid-December, so be careful with quantities.',
          ru: 'Новогодние подарочные наборы после середины декабря почти не продаются, так что с объёмом закупки будьте осторожны.',
        },
        answeredBy: 'Sasha_Tovary',
        answeredAt: '2026-03-17T02:25:00.000Z',
      },
    ],
  },
  {
    key: 'qa-keyword-ranking-usage',
    title: {
      zh: '关键词榜单该怎么用来指导运营？',
      en: 'How do I use the keyword rankings in my day-to-day work?',
      ru: 'Как использовать рейтинг запросов в ежедневной работе?',
    },
    body: {
      zh: '我看到工具里有热搜词和飙升词榜单，但不知道具体怎么用在标题优化和广告投放上。有没有实操经验可以分享？',
      en: 'I can see the hot and soaring keyword lists in the tools, but I am not sure how to apply them to title optimisation and advertising. Can anyone share hands-on experience?',
      ru: 'Вижу в инструментах рейтинги популярных и растущих запросов, но не понимаю, как применять их для оптимизации названий и в рекламе. Поделитесь практическим опытом?',
    },
    askedBy: '杭州家居卖家',
    askedAt: '2026-03-24T06:45:00.000Z',
    views: 3875,
    tags: {
      zh: ['关键词', '搜索优化', '数据工具'],
      en: ['Keywords', 'Search optimization', 'Data tools'],
      ru: ['Ключевые слова', 'Поисковая оптимизация', 'Инструменты аналитики'],
    },
    answers: [
      {
        body: {
          zh: '我的用法分三步：第一，每周看一次自己类目的热搜词，把搜索量大、和商品相关度高的词补进标题和属性；第二，关注飙升词，它往往代表新需求或季节变化，可以作为新品方向或广告关键词的来源；第三，把核心词加进关键词监控，跟踪自己商品的排名，改标题或开广告后对比前后数据。注意别堆砌不相关的热词，相关度低反而会拉低转化。',
          en: 'I use it in three steps. First, once a week I check the hot keywords in my category and add the high-volume, highly relevant ones to titles and attributes. Second, I watch the soaring keywords, which often signal new demand or a seasonal shift, and use them as ideas for new products or ad keywords. Third, I add my core keywords to keyword monitoring to track where my products rank, and compare the numbers before and after changing a title or starting an ad. Do not stuff in unrelated hot keywords: low relevance only drags conversion down.',
          ru: 'Я работаю в три шага. Первое: раз в неделю смотрю популярные запросы своей категории и добавляю в названия и характеристики частотные и максимально релевантные. Второе: слежу за растущими запросами — они часто говорят о новом спросе или смене сезона, это источник идей для новинок и ключевых слов для рекламы. Третье: добавляю основные запросы в мониторинг, отслеживаю позиции своих товаров и сравниваю данные до и после смены названия или запуска рекламы. Не набивайте карточку нерелевантными популярными словами — это только снижает конверсию.',
        },
        answeredBy: 'Ozon老司机',
        answeredAt: '2026-03-24T08:30:00.000Z',
        accepted: true,
      },
      {
        body: {
          zh: '飙升词配合商品关键词反查一起用效果更好，能看出竞品主要靠哪些词拿流量。',
          en: "Soaring keywords work even better together with the reverse keyword lookup: you can see which keywords bring your competitors most of their traffic.",
          ru: 'Растущие запросы ещё полезнее в связке с обратным поиском ключевых слов: видно, за счёт каких запросов конкуренты получают основной трафик.',
        },
        answeredBy: '泉州运动户外',
        answeredAt: '2026-03-25T01:55:00.000Z',
      },
    ],
  },
  {
    key: 'qa-new-store-no-traffic',
    title: {
      zh: '新店上架一个月几乎没流量，问题出在哪？',
      en: 'A month after launch my new store gets almost no traffic. What is wrong?',
      ru: 'Новый магазин месяц почти без трафика. В чём может быть дело?',
    },
    body: {
      zh: '上架了 40 多个家居小商品，曝光很低，只出了几单。价格已经比同类便宜，是不是平台对新店有流量限制？',
      en: 'I have listed over 40 small household items, but impressions are very low and I have had only a few orders. My prices are already below similar products. Does the platform limit traffic for new stores?',
      ru: 'Выставил больше 40 мелких товаров для дома, но показов очень мало, заказов всего несколько. Цены уже ниже, чем у похожих товаров. Может, площадка ограничивает трафик новым магазинам?',
    },
    askedBy: 'Olga_Dom',
    askedAt: '2026-04-02T10:20:00.000Z',
    views: 1940,
    tags: {
      zh: ['新店运营', '流量'],
      en: ['New stores', 'Traffic'],
      ru: ['Новый магазин', 'Трафик'],
    },
    answers: [
      {
        body: {
          zh: '我不认为平台会对新店硬性限流，更常见的原因还是卡片质量：标题关键词不准、属性没填全、主图不清晰、没有评价。可以先挑 5 到 10 个最有潜力的商品重点优化，再配合少量搜索推广，积累第一批订单和评价。',
          en: 'I do not think new stores are throttled as such. The usual cause is card quality: the wrong keywords in titles, incomplete attributes, unclear main images and no reviews. Pick the 5 to 10 most promising products, optimise them first, and run a small search promotion to get your first orders and reviews.',
          ru: 'Не думаю, что новым магазинам искусственно режут трафик. Чаще всего дело в качестве карточек: неточные ключевые слова в названиях, не заполнены характеристики, нечёткое главное фото, нет отзывов. Выберите 5–10 самых перспективных товаров, доработайте их в первую очередь и запустите небольшое продвижение в поиске, чтобы получить первые заказы и отзывы.',
        },
        answeredBy: 'Mikhail_Opt',
        answeredAt: '2026-04-02T13:05:00.000Z',
      },
      {
        body: {
          zh: '同意楼上。另外看看所选类目本身是不是竞争太激烈，低价不一定能换来曝光。',
          en: 'Agree with the above. Also check whether the category itself is just too crowded; a low price does not automatically buy visibility.',
          ru: 'Согласен. И ещё проверьте, не слишком ли высокая конкуренция в самой категории: низкая цена сама по себе показов не гарантирует.',
        },
        answeredBy: '中山灯饰阿伟',
        answeredAt: '2026-04-03T03:40:00.000Z',
      },
    ],
  },
  {
    key: 'qa-fbs-late-shipment',
    title: {
      zh: 'FBS 订单发货超时会有什么后果？',
      en: 'What happens if I ship FBS orders late?',
      ru: 'Что будет, если опоздать с отгрузкой заказов FBS?',
    },
    body: {
      zh: '我们在莫斯科租了个小仓发 FBS 订单，最近人手不够，有几单没能在规定时间内交给物流。会被罚款或者影响店铺评分吗？',
      en: 'We rent a small warehouse in Moscow for FBS orders, and lately we have been short-staffed, so a few orders missed the hand-over deadline. Will we be fined, or will it hurt our store rating?',
      ru: 'Мы арендуем небольшой склад в Москве и работаем по FBS. В последнее время не хватает людей, и несколько заказов не передали в доставку вовремя. Нас оштрафуют или это ударит по рейтингу магазина?',
    },
    askedBy: '莫斯科仓小李',
    askedAt: '2026-04-14T05:35:00.000Z',
    views: 1185,
    tags: {
      zh: ['FBS', '发货时效'],
      en: ['FBS', 'Shipping deadlines'],
      ru: ['FBS', 'Сроки отгрузки'],
    },
    answers: [
      {
        body: {
          zh: '迟发会计入店铺的履约指标，指标下降可能影响搜索排名，情况严重时还可能产生罚款或被限制接单，具体规则以平台当前的卖家规则为准。建议在后台把发货时效设成你实际能做到的天数，而不是最短时效；节假日提前设置休息或调整时效；单量大时优先处理临近截止时间的订单。已经超时的订单尽快发出，并留意有没有被取消。',
          en: "Late shipments count against your store's fulfilment metrics. Worse metrics can hurt your search ranking, and in serious cases lead to fines or limits on accepting orders; check the platform's current seller rules for the specifics. Set your handling time in the dashboard to what you can really achieve rather than the shortest option, schedule days off or longer handling times ahead of holidays, and when volumes spike, process the orders closest to their deadline first. Ship any late orders as soon as possible and keep an eye on cancellations.",
          ru: 'Опоздания с отгрузкой учитываются в показателях выполнения заказов. Если они ухудшаются, могут просесть позиции в поиске, а в серьёзных случаях возможны штрафы или ограничение приёма заказов — точные условия смотрите в действующих правилах для продавцов. Укажите в кабинете срок сборки, который вы реально выдерживаете, а не минимальный; перед праздниками заранее ставьте выходные или увеличивайте срок; при большом потоке заказов сначала собирайте те, у которых срок истекает раньше. Просроченные заказы отгрузите как можно скорее и следите, не отменили ли их.',
        },
        answeredBy: 'Dmitry_FBS',
        answeredAt: '2026-04-14T07:50:00.000Z',
        accepted: true,
      },
    ],
  },
  {
    key: 'qa-wrong-package-dimensions',
    title: {
      zh: '包装尺寸和重量填错了，物流费会多扣吗？',
      en: 'I entered the wrong package size and weight. Will I be overcharged for logistics?',
      ru: 'Ошибся в габаритах и весе упаковки. Спишут больше за логистику?',
    },
    body: {
      zh: '有一批商品上架时重量填成了 1.5 公斤，实际只有 0.5 公斤。这段时间的物流费是不是都按错误数据算的？还能申请退回吗？',
      en: 'For a batch of products I entered 1.5 kg as the weight when they actually weigh 0.5 kg. Have all the logistics fees since then been charged on the wrong data, and can I get a refund?',
      ru: 'У партии товаров при создании карточек указал вес 1,5 кг, а на самом деле он 0,5 кг. Получается, всё это время логистику считали по неверным данным? Можно ли вернуть разницу?',
    },
    askedBy: '东莞小家电Kevin',
    askedAt: '2026-04-22T02:10:00.000Z',
    views: 860,
    tags: {
      zh: ['物流费用', '商品尺寸'],
      en: ['Logistics fees', 'Package dimensions'],
      ru: ['Стоимость логистики', 'Габариты'],
    },
    answers: [
      {
        body: {
          zh: '物流和仓储费用通常按卡片里的尺寸重量或仓库实测数据计算，填大了确实可能多扣。先把卡片里的数据改正确；然后在结算报表里找出受影响的订单，带上实物测量照片向卖家支持申诉，能否退回要看平台的审核结果。以后上架前用电子秤和卷尺连同包装一起实测。',
          en: "Logistics and storage fees are usually based on the dimensions and weight in the card or on the warehouse's own measurements, so overstated values can indeed cost you more. Correct the card first. Then find the affected orders in the settlement report and file a claim with seller support, attaching photos of the item being measured; whether you get a refund depends on the platform's review. In future, weigh and measure every product in its packaging before listing it.",
          ru: 'Стоимость логистики и хранения обычно считают по габаритам и весу из карточки или по замерам склада, так что завышенные данные действительно могут обойтись дороже. Сначала исправьте карточку. Затем найдите в отчёте затронутые заказы и подайте претензию в поддержку продавцов, приложив фото замеров; вернут ли деньги, решит площадка по итогам проверки. На будущее взвешивайте и измеряйте товар в упаковке до создания карточки.',
        },
        answeredBy: '莫斯科仓小李',
        answeredAt: '2026-04-22T06:25:00.000Z',
        accepted: true,
      },
      {
        body: {
          zh: '反过来也要注意：填小了被仓库复测发现，可能会按实际数据补扣费用，还可能影响入仓。',
          en: 'It works the other way too: if you understate and the warehouse re-measures, you may be charged the difference, and it can cause problems at acceptance.',
          ru: 'Обратная ситуация тоже опасна: если занизить габариты, а склад перемерит товар, разницу могут удержать, да и с приёмкой могут возникнуть проблемы.',
        },
        answeredBy: '义乌小周',
        answeredAt: '2026-04-23T09:00:00.000Z',
      },
    ],
  },
  {
    key: 'qa-listing-piggybacking',
    title: {
      zh: '商品被跟卖了怎么办？',
      en: 'Other sellers are piggybacking on my product card. What can I do?',
      ru: 'К моей карточке подселились другие продавцы. Что делать?',
    },
    body: {
      zh: '卡片的图片和文案都是我自己做的，最近发现有其他卖家挂在同一个商品下面，价格比我低，订单被分走了不少。',
      en: 'I made the photos and text for this card myself, but other sellers have recently attached their offers to the same product at lower prices and are taking a lot of my orders.',
      ru: 'Фото и описание для карточки я делал сам, а недавно к этому товару подселились другие продавцы с ценой ниже моей и забирают заметную часть заказов.',
    },
    askedBy: '台州工具箱老吴',
    askedAt: '2026-05-06T08:55:00.000Z',
    views: 2330,
    tags: {
      zh: ['跟卖', '品牌保护'],
      en: ['Piggybacking', 'Brand protection'],
      ru: ['Подселение', 'Защита бренда'],
    },
    answers: [
      {
        body: {
          zh: '如果你有注册商标，最有效的办法是在平台做品牌登记，之后其他卖家就不能随意在你的品牌下销售。没有商标的话，保留原创图片和上架时间的证据，通过卖家支持投诉侵权。同时可以开启反跟卖巡查，定时检查自己的商品有没有新增卖家，发现后及时处理。',
          en: 'If you own a registered trademark, the most effective step is to register your brand with the platform; after that, other sellers cannot freely sell under it. Without a trademark, keep evidence of your original photos and listing date and file an infringement complaint through seller support. It also helps to turn on the anti-piggybacking patrol, which regularly checks whether new sellers have joined your products so you can act quickly.',
          ru: 'Если у вас есть зарегистрированный товарный знак, самое действенное — зарегистрировать бренд на площадке: после этого другие продавцы не смогут свободно торговать под ним. Если знака нет, сохраните доказательства авторства фото и дату создания карточки и подайте жалобу на нарушение через поддержку продавцов. Кроме того, включите патруль перепродаж: он регулярно проверяет, не появились ли на ваших товарах новые продавцы, и вы сможете быстро отреагировать.',
        },
        answeredBy: '白桦林运营',
        answeredAt: '2026-05-06T11:40:00.000Z',
      },
      {
        body: {
          zh: '长期来看还是要在俄罗斯注册商标，流程比较长，越早开始越好。',
          en: 'In the long run you need a trademark registered in Russia. The process takes a while, so the sooner you start, the better.',
          ru: 'В долгосрочной перспективе без товарного знака, зарегистрированного в России, не обойтись. Процедура небыстрая, так что начинайте как можно раньше.',
        },
        answeredBy: 'Lena_Seller',
        answeredAt: '2026-05-07T04:10:00.000Z',
      },
    ],
  },
  {
    key: 'qa-cross-border-returns',
    title: {
      zh: '跨境订单的退货怎么处理？',
      en: 'How are returns handled for cross-border orders?',
      ru: 'Как работают возвраты по кросс-бордер заказам?',
    },
    body: {
      zh: '买家退回的商品会寄回中国吗？运费由谁承担？退回来的货还能重新销售吗？',
      en: 'Are returned items shipped back to China? Who pays for the shipping, and can returned goods be sold again?',
      ru: 'Возвращённые покупателями товары отправляют обратно в Китай? Кто оплачивает доставку и можно ли продать такой товар повторно?',
    },
    askedBy: 'Ozon新手阿杰',
    askedAt: '2026-05-18T03:15:00.000Z',
    views: 145,
    tags: {
      zh: ['退货', '售后'],
      en: ['Returns', 'After-sales'],
      ru: ['Возвраты', 'Постпродажное обслуживание'],
    },
    answers: [
      {
        body: {
          zh: '跨境退货一般不会直接寄回中国，而是先送到平台在俄罗斯的退货处理点。你可以在后台选择处理方式，比如重新上架销售、转入 FBO 仓库或者销毁，具体可选项和费用以后台显示为准。因质量问题产生的退货，相关费用通常由卖家承担。建议查一查退货率高的商品，看看是不是尺码或描述与实物不符。',
          en: 'Cross-border returns are usually not sent straight back to China; they first go to a returns point the platform runs in Russia. In the dashboard you then choose what happens to them, such as putting them back on sale, moving them to an FBO warehouse or disposing of them; the options and fees shown there are what apply. For returns caused by quality problems, the seller usually bears the costs. Look into products with a high return rate and check whether the size or description matches the actual item.',
          ru: 'Кросс-бордер возвраты, как правило, не отправляют сразу в Китай: сначала они попадают в пункт обработки возвратов площадки в России. Затем в кабинете вы выбираете, что с ними сделать, — например, вернуть в продажу, передать на склад FBO или утилизировать; доступные варианты и стоимость указаны там же. Если возврат связан с качеством, расходы обычно несёт продавец. Разберитесь с товарами, которые часто возвращают: проверьте, соответствуют ли размеры и описание реальному товару.',
        },
        answeredBy: 'Ozon老司机',
        answeredAt: '2026-05-18T09:30:00.000Z',
        accepted: true,
      },
      {
        body: {
          zh: '货值低的商品退回来再处理往往不划算，可以直接选择销毁或折价处理。',
          en: 'For low-value items, handling the return often costs more than it is worth, so disposal or selling at a discount can make more sense.',
          ru: 'С недорогими товарами возиться с возвратом часто невыгодно — проще утилизировать их или продать со скидкой.',
        },
        answeredBy: '深圳跨境老陈',
        answeredAt: '2026-05-19T07:45:00.000Z',
      },
    ],
  },
]
