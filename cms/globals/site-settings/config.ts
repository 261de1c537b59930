import type { GlobalConfig } from 'payload'

import { anyone, isAdminOrMarketer } from '../../access/roles'
import { linkValidator } from '../../fields/validation'
import { revalidateSiteAfterChange } from '../../hooks/revalidateSite'

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
      admin: { description: 'Origin of the analytics workbench, e.g. https://app.example.com. Empty: this site.' },
    },
    {
      name: 'campaignCode',
      type: 'text',
      admin: { description: 'Campaign code added to the Log in / Register links of the top bar.' },
    },
    { name: 'urlCode', type: 'text', admin: { description: 'Registration channel url code.' } },
    { name: 'newsSiteUrl', type: 'text', required: true, validate: linkValidator() },
    {
      name: 'customerService',
      type: 'group',
      admin: {
        description:
          'What logged-in sellers get from queryFollowServiceInfo, and the mobile contact popup. Empty WeChat QR URLs fall back to the first one, and that to the first footer QR code. The popup shows the first one only when it is an image of this site (a /cms-api/media/file/… address from Media).',
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
      defaultValue: 3,
      admin: { description: 'Days of free membership a new seller gets once (giveAway). 0: none.' },
    },
    {
      name: 'imageWindows',
      type: 'array',
      label: 'Image windows',
      maxRows: 20,
      admin: { description: 'Picture pop-ups and banners the front end shows at a place (frontImgWindowList?showAddress=N), within their dates.' },
      fields: [
        { name: 'title', type: 'text', localized: true, required: true },
        { name: 'image', type: 'upload', relationTo: 'media', required: true },
        { name: 'link', type: 'text', validate: optionalLink, admin: { description: 'Where a click leads: a site path (/lottery) or an https address.' } },
        { name: 'showAddress', type: 'number', required: true, min: 1, max: 9, defaultValue: 1, admin: { description: '1: home pages.' } },
        { name: 'startsAt', type: 'date' },
        { name: 'endsAt', type: 'date' },
      ],
    },
    {
      name: 'appVersion',
      type: 'group',
      admin: { description: 'The newest app release (versionUpdate/app). Empty version: no release announced.' },
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
      admin: { description: 'The next live stream (liveNotice/newLiveNotice). Shown until it ends; empty title: none.' },
      fields: [
        { name: 'title', type: 'text', localized: true },
        { name: 'startsAt', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
        { name: 'endsAt', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
        { name: 'link', type: 'text', validate: optionalLink },
      ],
    },
  ],
}
