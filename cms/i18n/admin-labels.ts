/**
 * The admin speaks the editor's language (zh, en, ru): Payload translates its own interface, and
 * this gives our collections, globals and fields their labels in the three languages. Labels
 * are looked up by field name, so a new field with a known name is translated at once; a field
 * with its own `{ en, zh, ru }` label keeps it. Descriptions, option labels and validation
 * messages are written beside their fields (cms/i18n/text.ts). tests/unit/admin-i18n.test.ts
 * walks the built config and fails on any text left in one language, or a field left unlabelled.
 */
import type { CollectionConfig, Config, Field, GlobalConfig } from 'payload'

import { l, type Text } from './text'

type Label = Text

export const FIELD_LABELS: Record<string, Label> = {
  title: l('Title', '标题', 'Заголовок'),
  section: l('Section', '栏目', 'Раздел'),
  summary: l('Summary', '摘要', 'Краткое описание'),
  cover: l('Cover image', '封面图', 'Обложка'),
  body: l('Body', '正文', 'Текст'),
  tags: l('Tags', '标签', 'Теги'),
  author: l('Author', '作者', 'Автор'),
  publishedAt: l('Published at', '发布时间', 'Дата публикации'),
  views: l('Views', '浏览量', 'Просмотры'),
  slug: l('Slug', '网址别名', 'Слаг'),
  isDemo: l('Demo content', '演示内容', 'Демо-контент'),
  seo: l('SEO', 'SEO', 'SEO'),
  description: l('Description', '描述', 'Описание'),
  keywords: l('Keywords', '关键词', 'Ключевые слова'),
  ogImage: l('Share image', '分享图片', 'Картинка для соцсетей'),
  level: l('Level', '难度', 'Уровень'),
  lecturer: l('Lecturer', '讲师', 'Преподаватель'),
  chapters: l('Chapters', '章节', 'Главы'),
  duration: l('Duration (minutes)', '时长（分钟）', 'Длительность (мин)'),
  videoFile: l('Video file', '视频文件', 'Видеофайл'),
  videoUrl: l('Video URL', '视频地址', 'Ссылка на видео'),
  askedBy: l('Asked by', '提问人', 'Автор вопроса'),
  askedAt: l('Asked at', '提问时间', 'Дата вопроса'),
  status: l('Status', '状态', 'Статус'),
  answers: l('Answers', '回答', 'Ответы'),
  question: l('Question', '问题', 'Вопрос'),
  query: l('Calculation', '计算参数', 'Параметры расчёта'),
  answeredBy: l('Answered by', '回答人', 'Автор ответа'),
  answeredAt: l('Answered at', '回答时间', 'Дата ответа'),
  accepted: l('Accepted answer', '采纳的回答', 'Принятый ответ'),
  likes: l('Likes', '点赞数', 'Лайки'),
  rejectionReason: l('Reason for rejection', '拒绝原因', 'Причина отклонения'),
  reviewBeforePublishing: l('Review before publishing', '发布前审核', 'Проверка перед публикацией'),
  images: l('Images', '图片', 'Изображения'),
  replies: l('Replies', '回复', 'Комментарии'),
  repliedBy: l('Replied by', '回复人', 'Автор комментария'),
  repliedAt: l('Replied at', '回复时间', 'Дата комментария'),
  public: l('Public', '公开', 'Публичное'),
  category: l('Category', '分类', 'Категория'),
  language: l('Language', '语言', 'Язык'),
  answer: l('Answer', '回答', 'Ответ'),
  typeId: l('Category id', '类目 ID', 'ID категории'),
  name: l('Name', '名称', 'Название'),
  sortOrder: l('Sort order', '排序', 'Порядок'),
  alt: l('Alternative text', '替代文字', 'Альтернативный текст'),
  roles: l('Roles', '角色', 'Роли'),
  phone: l('Phone', '手机号', 'Телефон'),
  nickName: l('Nickname', '昵称', 'Никнейм'),
  verifyOnPc: l('Verify on PC', '需在电脑端验证', 'Проверка на ПК'),
  passwordHash: l('Password hash', '密码哈希', 'Хеш пароля'),
  passwordSetAt: l('Password set at', '密码设置时间', 'Пароль задан'),
  lastLoginAt: l('Last login', '最近登录', 'Последний вход'),
  membership: l('Membership', '会员', 'Подписка'),
  maturityTime: l('Membership ends', '会员到期时间', 'Подписка до'),
  bonusEndTime: l('Bonus ends', '赠送到期时间', 'Бонус до'),
  trialGivenAt: l('Trial given at', '试用领取时间', 'Пробный период выдан'),
  trialWindowShownAt: l('Trial window shown at', '试用弹窗展示时间', 'Окно пробного периода показано'),
  boundCategories: l('Bound categories', '已绑定类目', 'Привязанные категории'),
  promoteChannelType: l('Private channel type', '私域渠道类型', 'Тип частного канала'),
  attribution: l('Attribution', '来源归因', 'Источник'),
  invite: l('Invite code', '邀请码', 'Код приглашения'),
  inviteChannel: l('Invite channel', '邀请渠道', 'Канал приглашения'),
  utmSource: l('UTM source', 'UTM 来源', 'UTM-источник'),
  utmMedium: l('UTM medium', 'UTM 媒介', 'UTM-канал'),
  utmCampaign: l('UTM campaign', 'UTM 活动', 'UTM-кампания'),
  utmContent: l('UTM content', 'UTM 内容', 'UTM-содержание'),
  utmTerm: l('UTM term', 'UTM 关键词', 'UTM-ключ'),
  searchWord: l('Search word', '搜索词', 'Поисковый запрос'),
  keyWord: l('Keyword', '关键字', 'Ключевое слово'),
  expandInfo: l('Extra information', '扩展信息', 'Доп. информация'),
  appName: l('App', '应用', 'Приложение'),
  firstId: l('First visit id', '首次访问 ID', 'ID первого визита'),
  registeredVia: l('Registered via', '注册方式', 'Способ регистрации'),
  seller: l('Seller', '卖家', 'Продавец'),
  tokenHash: l('Token hash', '令牌哈希', 'Хеш токена'),
  controlToken: l('Control token', '校验令牌', 'Контрольный токен'),
  revokedAt: l('Revoked at', '吊销时间', 'Отозван'),
  subAccount: l('Acting for sub-account (id)', '子账号身份（编号）', 'Работает как субаккаунт (id)'),
  expiresAt: l('Expires at', '过期时间', 'Истекает'),
  ip: l('IP address', 'IP 地址', 'IP-адрес'),
  userAgent: l('Browser', '浏览器', 'Браузер'),
  purpose: l('Purpose', '用途', 'Назначение'),
  codeHash: l('Code hash', '验证码哈希', 'Хеш кода'),
  attempts: l('Attempts', '尝试次数', 'Попытки'),
  consumedAt: l('Used at', '使用时间', 'Использован'),
  credentialHash: l('Credential hash', '凭证哈希', 'Хеш учётных данных'),
  type: l('Type', '类型', 'Тип'),
  complaint: l('Complaint', '投诉内容', 'Жалоба'),
  problemDescription: l('Problem description', '问题描述', 'Описание проблемы'),
  imgUrl: l('Image URL', '图片地址', 'Ссылка на изображение'),
  eyebrow: l('Eyebrow', '眉题', 'Надзаголовок'),
  subtitle: l('Subtitle', '副标题', 'Подзаголовок'),
  claims: l('Claims', '数据亮点', 'Преимущества'),
  label: l('Label', '文字', 'Подпись'),
  value: l('Value', '数值', 'Значение'),
  hotArticles: l('Hot articles', '热门文章', 'Популярные статьи'),
  featuredLessons: l('Featured courses', '推荐课程', 'Рекомендуемые курсы'),
  featuredNews: l('Featured news', '推荐资讯', 'Избранные новости'),
  dataMenu: l('Data menu', '数据菜单', 'Меню данных'),
  links: l('Links', '链接', 'Ссылки'),
  href: l('Link (path or URL)', '链接（路径或网址）', 'Ссылка (путь или URL)'),
  hidden: l('Hidden', '隐藏', 'Скрыто'),
  solutionsMenu: l('Solutions menu', '产品方案菜单', 'Меню решений'),
  courseMenu: l('Course menu', '课程菜单', 'Меню курсов'),
  productLinks: l('Product links', '产品链接', 'Ссылки на продукты'),
  solutionLinks: l('Solution links', '解决方案链接', 'Ссылки на решения'),
  courseLinks: l('Course links', '课程链接', 'Ссылки на курсы'),
  contact: l('Contact', '联系方式', 'Контакты'),
  chatId: l('Chat id', '聊天账号', 'ID в мессенджере'),
  email: l('Email', '邮箱', 'Эл. почта'),
  qrCodes: l('QR codes', '二维码', 'QR-коды'),
  image: l('Image', '图片', 'Изображение'),
  copyright: l('Copyright', '版权声明', 'Копирайт'),
  agreementUrl: l('User agreement link', '用户协议链接', 'Ссылка на соглашение'),
  privacyUrl: l('Privacy policy link', '隐私政策链接', 'Ссылка на политику'),
  icp: l('ICP filing', 'ICP 备案号', 'Номер ICP'),
  icpUrl: l('ICP filing link', 'ICP 备案链接', 'Ссылка ICP'),
  siteName: l('Site name', '站点名称', 'Название сайта'),
  seoTitle: l('SEO title', 'SEO 标题', 'SEO-заголовок'),
  seoDescription: l('SEO description', 'SEO 描述', 'SEO-описание'),
  seoKeywords: l('SEO keywords', 'SEO 关键词', 'SEO-ключевые слова'),
  workbenchBaseUrl: l('Workbench address', '工作台地址', 'Адрес рабочей панели'),
  campaignCode: l('Campaign code', '活动代码', 'Код кампании'),
  urlCode: l('URL code', '渠道代码', 'Код канала'),
  newsSiteUrl: l('News site', '资讯站地址', 'Сайт новостей'),
  customerService: l('Customer service', '客服', 'Поддержка'),
  weChatUrl: l('WeChat QR code', '微信二维码', 'QR-код WeChat'),
  weChatUrl2: l('WeChat QR code 2', '微信二维码 2', 'QR-код WeChat 2'),
  weChatUrl3: l('WeChat QR code 3', '微信二维码 3', 'QR-код WeChat 3'),
  weChatUrl4: l('WeChat QR code 4', '微信二维码 4', 'QR-код WeChat 4'),
  trialDays: l('Trial days', '试用天数', 'Дней пробного периода'),
  phoneCountries: l('Sign-up countries', '可注册的国家/地区', 'Страны регистрации'),
  agreement: l('User agreement', '用户协议', 'Пользовательское соглашение'),
  privacy: l('Privacy policy', '隐私政策', 'Политика конфиденциальности'),
  imageWindows: l('Image windows', '图片弹窗', 'Баннеры-окна'),
  link: l('Link', '链接', 'Ссылка'),
  showAddress: l('Where shown', '展示位置', 'Где показывать'),
  startsAt: l('Starts at', '开始时间', 'Начало'),
  endsAt: l('Ends at', '结束时间', 'Окончание'),
  appVersion: l('App release', '应用版本', 'Версия приложения'),
  version: l('Version', '版本号', 'Версия'),
  downloadUrl: l('Download link', '下载地址', 'Ссылка для скачивания'),
  notes: l('Release notes', '更新说明', 'Что нового'),
  forceUpdate: l('Update required', '强制更新', 'Обязательное обновление'),
  liveNotice: l('Live stream notice', '直播预告', 'Анонс прямого эфира'),
  kind: l('Kind', '类型', 'Вид'),
  target: l('Product or shop', '商品或店铺', 'Товар или магазин'),
  handledAt: l('Handled at', '处理时间', 'Обработана'),
  activityId: l('Activity id', '活动 ID', 'ID акции'),
  banner: l('Banner', '横幅', 'Баннер'),
  rules: l('Rules', '活动规则', 'Правила'),
  chances: l('Chances', '抽奖机会', 'Попытки'),
  perRegistration: l('Per registration', '注册赠送', 'За регистрацию'),
  perInvite: l('Per invited seller', '每邀请一人', 'За приглашённого'),
  daily: l('Free per day', '每日免费', 'Бесплатно в день'),
  maxInvites: l('Invited sellers counted per inviter', '每位邀请人计入的受邀人数上限', 'Приглашённых засчитывается на одного'),
  invitesPerAddressDaily: l('Invitations counted per address a day', '每个地址每天计入的邀请数', 'Приглашений в день с одного адреса'),
  phoneMasked: l('Phone (masked)', '手机号（脱敏）', 'Телефон (скрыт)'),
  noPrizeWeight: l('Weight of "no prize"', '未中奖权重', 'Вес «без приза»'),
  prizes: l('Prizes', '奖品', 'Призы'),
  membershipDays: l('Membership days', '会员天数', 'Дней подписки'),
  couponCode: l('Coupon code', '优惠券码', 'Код купона'),
  stock: l('Stock', '库存', 'Количество'),
  weight: l('Weight', '权重', 'Вес'),
  drawId: l('Draw', '抽奖记录', 'Розыгрыш'),
  campaign: l('Campaign', '活动', 'Акция'),
  prizeName: l('Prize', '奖品', 'Приз'),
  recipientName: l('Recipient', '收货人', 'Получатель'),
  recipientPhone: l('Recipient phone', '收货人手机号', 'Телефон получателя'),
  address: l('Address', '收货地址', 'Адрес'),
  trackingNumber: l('Tracking number', '快递单号', 'Трек-номер'),
  shippedAt: l('Shipped at', '发货时间', 'Отправлен'),
  format: l('Format', '页面类型', 'Формат'),
  appId: l('App id', '应用 ID', 'ID приложения'),
  channelType: l('Channel (promote) type', '私域渠道类型', 'Тип канала'),
  active: l('Active', '启用', 'Активен'),
  contactName: l('Contact person', '联系人', 'Контактное лицо'),
  contactPhone: l('Contact phone', '联系电话', 'Контактный телефон'),
  wechatId: l('WeChat id', '微信号', 'WeChat ID'),
  wechat: l('WeChat', '微信', 'WeChat'),
  unionId: l('WeChat union id', '微信 unionid', 'WeChat unionid'),
  openId: l('WeChat open id', '微信 openid', 'WeChat openid'),
  nickname: l('Nickname', '昵称', 'Имя'),
  avatar: l('Avatar', '头像', 'Аватар'),
  boundAt: l('Linked at', '绑定时间', 'Привязан'),
  riskCode: l('Risk level', '风控等级', 'Уровень риска'),
  planCode: l('Membership plan', '会员套餐', 'Тариф'),
  couponId: l('Coupon id', '优惠券 ID', 'ID купона'),
  validFrom: l('Valid from', '生效时间', 'Действует с'),
  validTo: l('Valid until', '失效时间', 'Действует до'),
  distributionChannel: l('Distribution channel', '分销渠道', 'Канал продаж'),
  firstTouch: l('First touch', '首次触达', 'Первое касание'),
  lastTouch: l('Last touch', '末次触达', 'Последнее касание'),
  lastUsedAt: l('Last used', '最近使用', 'Последнее использование'),
  clientId: l('Client-Id', 'Client-Id', 'Client-Id'),
  apiKeyLast4: l('API key (last 4)', 'API 密钥（后 4 位）', 'API-ключ (последние 4)'),
  checkStatus: l('Check', '验证状态', 'Проверка'),
  companyName: l('Company', '公司名称', 'Компания'),
  checkedAt: l('Checked at', '验证时间', 'Проверен'),
  results: l('Results', '结果', 'Результаты'),
}

/**
 * What one row of an array is called ("Add prize", "2 prizes"), where it differs from the
 * array's own label.
 */
export const ROW_LABELS: Record<string, Label> = {
  chapters: l('Chapter', '章节', 'Глава'),
  claims: l('Claim', '数据亮点', 'Преимущество'),
  dataMenu: l('Menu group', '菜单分组', 'Группа меню'),
  links: l('Link', '链接', 'Ссылка'),
  solutionsMenu: l('Solution', '产品方案', 'Решение'),
  courseMenu: l('Course link', '课程链接', 'Ссылка на курс'),
  productLinks: l('Product link', '产品链接', 'Ссылка на продукт'),
  solutionLinks: l('Solution link', '解决方案链接', 'Ссылка на решение'),
  courseLinks: l('Course link', '课程链接', 'Ссылка на курс'),
  qrCodes: l('QR code', '二维码', 'QR-код'),
  imageWindows: l('Image window', '图片弹窗', 'Баннер-окно'),
  prizes: l('Prize', '奖品', 'Приз'),
}

export const COLLECTION_LABELS: Record<string, { singular: Label; plural: Label }> = {
  'tariff-versions': { singular: l('Tariff version', '资费版本', 'Версия тарифов'), plural: l('Tariff versions', '资费版本', 'Версии тарифов') },
  'exchange-rates': { singular: l('Exchange rate', '汇率', 'Курс валюты'), plural: l('Exchange rates', '汇率', 'Курсы валют') },
  articles: { singular: l('Article', '文章', 'Статья'), plural: l('Articles', '文章', 'Статьи') },
  lessons: { singular: l('Course', '课程', 'Курс'), plural: l('Courses', '课程', 'Курсы') },
  'qa-questions': { singular: l('QA question', '问答问题', 'Вопрос'), plural: l('QA questions', '问答问题', 'Вопросы') },
  'qa-answers': { singular: l('QA answer', '问答回答', 'Ответ'), plural: l('QA answers', '问答回答', 'Ответы') },
  'qa-replies': { singular: l('QA reply', '问答回复', 'Комментарий'), plural: l('QA replies', '问答回复', 'Комментарии') },
  'qa-categories': { singular: l('QA category', '问答分类', 'Категория вопросов'), plural: l('QA categories', '问答分类', 'Категории вопросов') },
  categories: { singular: l('Category', '类目', 'Категория'), plural: l('Categories', '类目', 'Категории') },
  media: { singular: l('Media file', '媒体文件', 'Медиафайл'), plural: l('Media', '媒体库', 'Медиа') },
  users: { singular: l('Staff user', '后台用户', 'Сотрудник'), plural: l('Staff users', '后台用户', 'Сотрудники') },
  sellers: { singular: l('Seller', '卖家', 'Продавец'), plural: l('Sellers', '卖家', 'Продавцы') },
  'seller-sessions': { singular: l('Seller session', '卖家会话', 'Сессия продавца'), plural: l('Seller sessions', '卖家会话', 'Сессии продавцов') },
  'sms-codes': { singular: l('SMS code', '短信验证码', 'SMS-код'), plural: l('SMS codes', '短信验证码', 'SMS-коды') },
  'login-credentials': { singular: l('Login credential', '登录凭证', 'Учётные данные входа'), plural: l('Login credentials', '登录凭证', 'Учётные данные входа') },
  'seller-feedback': { singular: l('Feedback', '意见反馈', 'Отзыв'), plural: l('Feedback', '意见反馈', 'Отзывы') },
  'top-up-applications': { singular: l('Top-up application', '补录申请', 'Заявка на добавление'), plural: l('Top-up applications', '补录申请', 'Заявки на добавление') },
  'lottery-campaigns': { singular: l('Lottery campaign', '抽奖活动', 'Розыгрыш'), plural: l('Lottery campaigns', '抽奖活动', 'Розыгрыши') },
  'lottery-claims': { singular: l('Prize claim', '奖品领取', 'Получение приза'), plural: l('Prize claims', '奖品领取', 'Получение призов') },
  promotions: { singular: l('Landing page', '推广落地页', 'Промо-страница'), plural: l('Landing pages', '推广落地页', 'Промо-страницы') },
  'distribution-channels': { singular: l('Distribution channel', '分销渠道', 'Канал продаж'), plural: l('Distribution channels', '分销渠道', 'Каналы продаж') },
  coupons: { singular: l('Coupon', '优惠券', 'Купон'), plural: l('Coupons', '优惠券', 'Купоны') },
  'seller-uploads': { singular: l('Seller upload', '卖家上传', 'Загрузка продавца'), plural: l('Seller uploads', '卖家上传', 'Загрузки продавцов') },
  'seller-shops': { singular: l('Seller shop', '卖家店铺', 'Магазин продавца'), plural: l('Seller shops', '卖家店铺', 'Магазины продавцов') },
  'saved-calculations': { singular: l('Saved calculation', '已保存的计算', 'Сохранённый расчёт'), plural: l('Saved calculations', '已保存的计算', 'Сохранённые расчёты') },
}

export const GLOBAL_LABELS: Record<string, Label> = {
  'home-page': l('Home page', '首页', 'Главная страница'),
  header: l('Top bar', '顶部导航', 'Верхнее меню'),
  footer: l('Footer', '页脚', 'Подвал'),
  'site-settings': l('Site settings', '站点设置', 'Настройки сайта'),
  legal: l('Agreement and privacy', '用户协议与隐私政策', 'Соглашение и конфиденциальность'),
  'data-methodology': l('How the data is made', '数据说明', 'Как получены данные'),
  pricing: l('Plans and prices', '套餐与价格', 'Тарифы и цены'),
}

/** Admin groups of the collections (Content, Sellers…). */
const GROUP_LABELS: Record<string, Label> = {
  Content: l('Content', '内容', 'Контент'),
  Sellers: l('Sellers', '卖家', 'Продавцы'),
  Community: l('Community', '社区', 'Сообщество'),
  Settings: l('Settings', '设置', 'Настройки'),
  Staff: l('Staff', '员工', 'Сотрудники'),
  Reports: l('Reports', '榜单数据', 'Отчёты'),
  Marketing: l('Marketing', '营销', 'Маркетинг'),
  Calculator: l('Profit calculator', '利润计算器', 'Калькулятор прибыли'),
}

/** Import-map path of the admin component naming array rows by their content. */
const ROW_LABEL = '/components/admin/RowLabel#RowLabel'

function labelFields(fields: Field[]): Field[] {
  return fields.map((field) => {
    const labelled = { ...field } as Field & {
      name?: string
      label?: unknown
      fields?: Field[]
      labels?: unknown
      tabs?: Array<{ fields: Field[] }>
      blocks?: Array<{ fields: Field[] }>
    }
    if (labelled.name && FIELD_LABELS[labelled.name] && (labelled.label === undefined || typeof labelled.label === 'string')) {
      labelled.label = FIELD_LABELS[labelled.name]
    }
    if (labelled.type === 'array') {
      // "Add <row>" and row counts in the editor's language too.
      if (labelled.name && FIELD_LABELS[labelled.name] && labelled.labels === undefined) {
        labelled.labels = { singular: ROW_LABELS[labelled.name] ?? FIELD_LABELS[labelled.name], plural: FIELD_LABELS[labelled.name] }
      }
      const admin = (labelled.admin ?? {}) as { components?: Record<string, unknown> }
      labelled.admin = { ...admin, components: { RowLabel: ROW_LABEL, ...admin.components } } as typeof labelled.admin
    }
    if (Array.isArray(labelled.fields)) labelled.fields = labelFields(labelled.fields)
    if (Array.isArray(labelled.blocks)) labelled.blocks = labelled.blocks.map((block) => ({ ...block, fields: labelFields(block.fields) }))
    if (Array.isArray(labelled.tabs)) labelled.tabs = labelled.tabs.map((tab) => ({ ...tab, fields: labelFields(tab.fields) }))
    return labelled as Field
  })
}

const group = (value: unknown) => (typeof value === 'string' && GROUP_LABELS[value]) || value

function labelCollection(collection: CollectionConfig): CollectionConfig {
  return {
    ...collection,
    labels: collection.labels ?? COLLECTION_LABELS[collection.slug],
    admin: collection.admin ? { ...collection.admin, group: group(collection.admin.group) as string } : collection.admin,
    fields: labelFields(collection.fields),
  }
}

function labelGlobal(global: GlobalConfig): GlobalConfig {
  return {
    ...global,
    label: GLOBAL_LABELS[global.slug] ?? global.label,
    admin: global.admin ? { ...global.admin, group: group(global.admin.group) as string } : global.admin,
    fields: labelFields(global.fields),
  }
}

/** Payload plugin: our collections, globals and fields labelled in zh, en and ru. */
export function adminLabels(config: Config): Config {
  return {
    ...config,
    collections: (config.collections ?? []).map(labelCollection),
    globals: (config.globals ?? []).map(labelGlobal),
  }
}
