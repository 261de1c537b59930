import type { GlobalConfig } from 'payload'

import { anyone, isAdminField, isAdminOrMarketer } from '@cms/access/roles'
import { linkValidator } from '@cms/fields/validation'
import { revalidateSiteAfterChange } from '@cms/hooks/revalidateSite'
import { l } from '@cms/i18n/text'
import { countryName, DEFAULT_PHONE_COUNTRIES, PHONE_COUNTRIES, PHONE_COUNTRY_CODES } from '@/lib/phone/countries'

/** "Россия +7" in each admin language (the names from ICU, so nothing to translate by hand). */
const phoneCountryOptions = PHONE_COUNTRY_CODES.map((country) => ({
  value: country,
  label: l(`${countryName(country, 'en')} +${PHONE_COUNTRIES[country]}`, `${countryName(country, 'zh')} +${PHONE_COUNTRIES[country]}`, `${countryName(country, 'ru')} +${PHONE_COUNTRIES[country]}`),
}))

/** The newcomer trial's length until an admin sets it. */
export const DEFAULT_TRIAL_DAYS = 3

/** Every address an editor types here is rendered as a link or an image: the shared link check. */
const optionalLink = linkValidator({ optional: true })

/** Site-wide settings: SEO defaults, where the workbench lives, campaign codes, news site. */
export const SiteSettings: GlobalConfig = {
  slug: 'site-settings',
  label: 'Site settings',
  access: { read: anyone, update: isAdminOrMarketer },
  hooks: { afterChange: [revalidateSiteAfterChange] },
  fields: [
    { name: 'siteName', type: 'text', localized: true, required: true },
    { name: 'seoTitle', type: 'text', localized: true, required: true },
    { name: 'seoDescription', type: 'textarea', localized: true, required: true },
    { name: 'seoKeywords', type: 'text', localized: true },
    {
      name: 'workbenchBaseUrl',
      type: 'text',
      validate: optionalLink,
      admin: {
        description: l(
          'Origin of the analytics workbench, e.g. https://app.example.com. Empty: this site.',
          '数据分析工作台的源地址，例如 https://app.example.com。留空则为本站。',
          'Адрес аналитической рабочей панели, например https://app.example.com. Пусто: этот сайт.',
        ),
      },
    },
    {
      name: 'campaignCode',
      type: 'text',
      admin: {
        description: l('Campaign code added to the Log in / Register links of the top bar.', '附加在顶部导航“登录/注册”链接上的活动代码。', 'Код кампании, добавляемый к ссылкам «Вход / Регистрация» в верхнем меню.'),
      },
    },
    { name: 'urlCode', type: 'text', admin: { description: l('Registration channel url code.', '注册渠道的 urlCode。', 'urlCode канала регистрации.') } },
    { name: 'newsSiteUrl', type: 'text', required: true, validate: linkValidator() },
    {
      name: 'customerService',
      type: 'group',
      admin: {
        description: l(
          'What logged-in sellers get from queryFollowServiceInfo, and the mobile contact popup. Empty WeChat QR URLs fall back to the first one, and that to the first footer QR code. The popup shows the first one only when it is an image of this site (a /cms-api/media/file/… address from Media).',
          '已登录卖家通过 queryFollowServiceInfo 获取的内容，以及手机端的联系弹窗。为空的微信二维码地址使用第一个，第一个为空则使用页脚的第一个二维码。弹窗只在第一个地址是本站图片（来自媒体库的 /cms-api/media/file/… 地址）时显示它。',
          'Что получают вошедшие продавцы из queryFollowServiceInfo и мобильное окно контактов. Пустые адреса QR-кодов WeChat заменяются первым, а он — первым QR-кодом подвала. Окно показывает первый, только если это изображение этого сайта (адрес /cms-api/media/file/… из медиатеки).',
        ),
      },
      fields: [
        { name: 'weChatUrl', type: 'text', validate: optionalLink },
        { name: 'weChatUrl2', type: 'text', validate: optionalLink },
        { name: 'weChatUrl3', type: 'text', validate: optionalLink },
        { name: 'weChatUrl4', type: 'text', validate: optionalLink },
        { name: 'nickName', type: 'text', localized: true },
      ],
    },
    {
      name: 'trialDays',
      type: 'number',
      min: 0,
      max: 90,
      defaultValue: DEFAULT_TRIAL_DAYS,
      admin: { description: l('Days of free membership a new seller gets once (giveAway). 0: none.', '新卖家可领取一次的免费会员天数（giveAway）。0 表示不赠送。', 'Дней бесплатной подписки, которые новый продавец получает один раз (giveAway). 0: нет.') },
    },
    {
      name: 'phoneCountries',
      type: 'select',
      hasMany: true,
      required: true,
      options: phoneCountryOptions,
      defaultValue: [...DEFAULT_PHONE_COUNTRIES],
      // What SMS the operator pays for: admins only (marketers edit the rest of the settings).
      access: { update: isAdminField },
      admin: {
        description: l(
          'Countries whose mobile numbers may register and log in by SMS code, in the order of the country selector. SMS to numbers outside mainland China needs the international template (TENCENT_SMS_TEMPLATE_ID_INTL). Sellers registered from a country removed later still log in and get codes. China is always included.',
          '可用短信验证码注册和登录的手机号国家/地区，顺序即国家选择框的顺序。发往中国大陆以外号码的短信需要国际短信模板（TENCENT_SMS_TEMPLATE_ID_INTL）。之后移除的国家的已注册卖家仍可登录并接收验证码。中国大陆始终包含在内。',
          'Страны, номера которых могут регистрироваться и входить по SMS-коду, в порядке списка выбора страны. SMS на номера за пределами материкового Китая требуют международного шаблона (TENCENT_SMS_TEMPLATE_ID_INTL). Продавцы из страны, убранной позже, по-прежнему входят и получают коды. Китай включён всегда.',
        ),
      },
    },
    {
      name: 'imageWindows',
      type: 'array',
      label: 'Image windows',
      maxRows: 20,
      admin: {
        description: l(
          'Picture pop-ups and banners the front end shows at a place (frontImgWindowList?showAddress=N), within their dates.',
          '前端在指定位置（frontImgWindowList?showAddress=N）于有效期内展示的图片弹窗和横幅。',
          'Всплывающие картинки и баннеры, которые сайт показывает в заданном месте (frontImgWindowList?showAddress=N) в пределах их дат.',
        ),
      },
      fields: [
        { name: 'title', type: 'text', localized: true, required: true },
        { name: 'image', type: 'upload', relationTo: 'media', required: true },
        { name: 'link', type: 'text', validate: optionalLink, admin: { description: l('Where a click leads: a site path (/lottery) or an https address.', '点击后前往：站内路径（/lottery）或 https 地址。', 'Куда ведёт клик: путь сайта (/lottery) или адрес https.') } },
        { name: 'showAddress', type: 'number', required: true, min: 1, max: 9, defaultValue: 1, admin: { description: l('1: home pages.', '1：首页。', '1: главные страницы.') } },
        { name: 'startsAt', type: 'date' },
        { name: 'endsAt', type: 'date' },
      ],
    },
    {
      name: 'appVersion',
      type: 'group',
      admin: {
        description: l('The newest app release (versionUpdate/app). Empty version: no release announced.', '最新的应用版本（versionUpdate/app）。版本号为空表示不发布更新。', 'Последний выпуск приложения (versionUpdate/app). Пустая версия: выпуск не объявлен.'),
      },
      fields: [
        { name: 'version', type: 'text', maxLength: 32 },
        { name: 'downloadUrl', type: 'text', validate: optionalLink },
        { name: 'notes', type: 'textarea', localized: true },
        { name: 'forceUpdate', type: 'checkbox', defaultValue: false },
      ],
    },
    {
      name: 'liveNotice',
      type: 'group',
      admin: {
        description: l('The next live stream (liveNotice/newLiveNotice). Shown until it ends; empty title: none.', '下一场直播（liveNotice/newLiveNotice）。显示到直播结束；标题为空表示没有直播。', 'Следующий прямой эфир (liveNotice/newLiveNotice). Показывается до его окончания; пустой заголовок: эфира нет.'),
      },
      fields: [
        { name: 'title', type: 'text', localized: true },
        { name: 'startsAt', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
        { name: 'endsAt', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
        { name: 'link', type: 'text', validate: optionalLink },
      ],
    },
  ],
}
