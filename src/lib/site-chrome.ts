/**
 * What every page's chrome (top bar, footer, SEO defaults) needs, in one plain shape that
 * components render. Built from the header / footer / site-settings globals, or from the seed
 * values when the database cannot be reached.
 */
import { footerFor, headerFor, siteSettingsSeed } from '@cms/seed/data/chrome'
import type { Locale } from '@/lib/i18n/locales'
import { enabledPhoneCountries, type PhoneCountry } from '@/lib/phone/countries'

export type NavLink = { label: string; href: string; description?: string }
export type NavGroup = { title: string; description: string; links: NavLink[] }
export type QrCode = { label: string; imageUrl: string | null }

export type SiteChrome = {
  settings: {
    siteName: string
    seoTitle: string
    seoDescription: string
    seoKeywords: string
    workbenchBaseUrl: string
    campaignCode: string
    urlCode: string
    newsSiteUrl: string
    /** Countries whose numbers may sign up, in the selector's order (admin only). */
    phoneCountries: PhoneCountry[]
  }
  header: { dataMenu: NavGroup[]; solutionsMenu: NavLink[]; courseMenu: NavLink[] }
  /** The customer-service contact of the mobile contact popup: its WeChat QR code (the first footer QR code when unset) and nickname. */
  service: { qrUrl: string | null; nickName: string }
  footer: {
    productLinks: NavLink[]
    solutionLinks: NavLink[]
    courseLinks: NavLink[]
    contact: { chatId: string; email: string }
    qrCodes: QrCode[]
    copyright: string
    agreementUrl: string
    privacyUrl: string
    icp: string
    icpUrl: string
  }
}

type RawLink = { label?: string | null; href?: string | null; description?: string | null; hidden?: boolean | null }
type RawMedia = { url?: string | null } | number | string | null | undefined

/** Shapes the globals may come in (Payload's generated types are structurally compatible). */
export type RawHeader = {
  dataMenu?: { title?: string | null; description?: string | null; links?: RawLink[] | null }[] | null
  solutionsMenu?: RawLink[] | null
  courseMenu?: RawLink[] | null
}
export type RawFooter = {
  productLinks?: RawLink[] | null
  solutionLinks?: RawLink[] | null
  courseLinks?: RawLink[] | null
  contact?: { chatId?: string | null; email?: string | null } | null
  qrCodes?: { label?: string | null; image?: RawMedia }[] | null
  copyright?: string | null
  agreementUrl?: string | null
  privacyUrl?: string | null
  icp?: string | null
  icpUrl?: string | null
}
export type RawSettings = Partial<Record<Exclude<keyof SiteChrome['settings'], 'phoneCountries'>, string | null>> & {
  phoneCountries?: readonly string[] | null
  customerService?: { weChatUrl?: string | null; nickName?: string | null } | null
}

/** Visible links only, with empty entries dropped (an editor may leave a half-filled row). */
function links(raw: RawLink[] | null | undefined): NavLink[] {
  return (raw ?? [])
    .filter((link) => !link.hidden && link.label && link.href)
    .map((link) => ({
      label: link.label as string,
      href: link.href as string,
      ...(link.description ? { description: link.description } : {}),
    }))
}

/**
 * A path on this site (an uploaded image's /cms-api/media/file/… address), else null: the page's
 * Content-Security-Policy loads images from this site only, and the contact popup draws the QR
 * code on a canvas, which another origin's image would taint.
 */
function sitePath(url: string | null | undefined): string | null {
  return url && url.startsWith('/') && !url.startsWith('//') ? url : null
}

function mediaUrl(media: RawMedia): string | null {
  return media && typeof media === 'object' && media.url ? media.url : null
}

export function toSiteChrome(header: RawHeader, footer: RawFooter, settings: RawSettings): SiteChrome {
  const text = (value: string | null | undefined) => value ?? ''
  const qrCodes = (footer.qrCodes ?? []).filter((qr) => qr.label).map((qr) => ({ label: qr.label as string, imageUrl: mediaUrl(qr.image) }))
  return {
    settings: {
      siteName: text(settings.siteName),
      seoTitle: text(settings.seoTitle),
      seoDescription: text(settings.seoDescription),
      seoKeywords: text(settings.seoKeywords),
      workbenchBaseUrl: text(settings.workbenchBaseUrl),
      campaignCode: text(settings.campaignCode),
      urlCode: text(settings.urlCode),
      newsSiteUrl: text(settings.newsSiteUrl),
      phoneCountries: enabledPhoneCountries(settings.phoneCountries),
    },
    header: {
      dataMenu: (header.dataMenu ?? [])
        .map((group) => ({
          title: text(group.title),
          description: text(group.description),
          links: links(group.links),
        }))
        .filter((group) => group.title && group.links.length > 0),
      solutionsMenu: links(header.solutionsMenu),
      courseMenu: links(header.courseMenu),
    },
    service: {
      qrUrl: sitePath(settings.customerService?.weChatUrl) || qrCodes.find((qr) => qr.imageUrl)?.imageUrl || null,
      nickName: text(settings.customerService?.nickName),
    },
    footer: {
      productLinks: links(footer.productLinks),
      solutionLinks: links(footer.solutionLinks),
      courseLinks: links(footer.courseLinks),
      contact: { chatId: text(footer.contact?.chatId), email: text(footer.contact?.email) },
      qrCodes,
      copyright: text(footer.copyright),
      agreementUrl: text(footer.agreementUrl),
      privacyUrl: text(footer.privacyUrl),
      icp: text(footer.icp),
      icpUrl: text(footer.icpUrl),
    },
  }
}

/** The seed values in one language: what the site shows when the CMS is out of reach. */
export function fallbackSiteChrome(locale: Locale): SiteChrome {
  return toSiteChrome(headerFor(locale), { ...footerFor(locale), qrCodes: [] }, siteSettingsSeed(locale))
}
