/**
 * The user agreement and privacy policy as first seeded (markdown, converted to the rich-text
 * editor's JSON by the seed). Editors change them in the admin (global "legal").
 */
import type { Locale } from '@/lib/i18n/locales'

export type LegalSeed = Record<'agreement' | 'privacy', Record<Locale, { title: string; markdown: string }>>

export const legalSeed: LegalSeed = {
  agreement: {
    zh: {
      title: "服务协议",
      markdown: "## 服务内容\n\n欢迎使用本平台提供的数据分析服务。注册或登录即表示您同意本协议。\n\n## 账号与安全\n\n您应使用本人手机号注册，妥善保管账号与密码，不得转让、出借账号，或以爬虫等方式批量获取数据。\n\n## 数据与责任\n\n平台提供的榜单与分析数据仅供经营参考，我们会尽力保证准确，但不对依据数据作出的经营决策承担责任。\n\n## 变更与终止\n\n如需变更或停止服务，我们将至少提前 30 天通知您。",
    },
    en: {
      title: "Service Agreement",
      markdown: "## The service\n\nWelcome to our data-analysis service. By registering or logging in you accept this agreement.\n\n## Your account\n\nRegister with your own mobile number, keep your account and password safe, do not transfer or lend your account, and do not harvest data with crawlers or similar tools.\n\n## Data and liability\n\nRankings and analyses are provided for business reference. We do our best to keep them accurate but are not liable for decisions based on them.\n\n## Changes and termination\n\nWe will give you at least 30 days' notice before changing or stopping the service.",
    },
    ru: {
      title: "Пользовательское соглашение",
      markdown: "## Сервис\n\nДобро пожаловать в наш сервис аналитики данных. Регистрируясь или входя, вы принимаете это соглашение.\n\n## Ваш аккаунт\n\nРегистрируйтесь на свой номер телефона, храните аккаунт и пароль в тайне, не передавайте аккаунт другим и не собирайте данные роботами и подобными средствами.\n\n## Данные и ответственность\n\nРейтинги и аналитика предоставляются для справки. Мы стараемся поддерживать их точность, но не отвечаем за решения, принятые на их основе.\n\n## Изменения и прекращение\n\nОб изменении или прекращении работы сервиса мы уведомим вас не менее чем за 30 дней.",
    },
  },
  privacy: {
    zh: {
      title: "隐私政策",
      markdown: "## 我们收集什么\n\n我们收集您的手机号，用于发送短信验证码、验证您的身份和保障账号安全；不会出售您的个人信息。\n\n## 登录与来源记录\n\n我们会记录登录时间、IP 地址和来源渠道，用于防范异常登录与统计推广效果。\n\n## 存储与您的权利\n\n您的密码经加密存储，任何人都无法查看原文。您可以随时联系客服查询、更正或注销账号。\n\n## 停止服务时\n\n如停止运营本服务，我们将至少提前 30 天通知您，并在停止后删除或匿名化处理您的个人信息。",
    },
    en: {
      title: "Privacy Policy",
      markdown: "## What we collect\n\nWe collect your mobile number to send SMS verification codes, verify your identity and keep your account secure. We never sell your personal information.\n\n## Login and campaign records\n\nWe record login times, IP addresses and the campaign that brought you, to stop suspicious logins and measure our promotions.\n\n## Storage and your rights\n\nYour password is stored hashed; nobody can read it. You can ask customer service at any time to see, correct or delete your account data.\n\n## If the service stops\n\nIf we stop the service, we will notify you at least 30 days in advance and delete or anonymise your personal information afterwards.",
    },
    ru: {
      title: "Политика конфиденциальности",
      markdown: "## Что мы собираем\n\nМы собираем ваш номер телефона, чтобы отправлять коды подтверждения по SMS, подтверждать вашу личность и защищать аккаунт. Мы не продаём персональные данные.\n\n## Записи о входах и каналах\n\nМы записываем время входа, IP-адрес и рекламный канал, чтобы предотвращать подозрительные входы и оценивать продвижение.\n\n## Хранение и ваши права\n\nПароль хранится в виде хеша, его никто не может прочитать. Вы можете в любой момент попросить службу поддержки показать, исправить или удалить ваши данные.\n\n## Если сервис прекратит работу\n\nЕсли сервис прекратит работу, мы уведомим вас не менее чем за 30 дней и затем удалим или обезличим ваши персональные данные.",
    },
  },
}
