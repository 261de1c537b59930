/** The invite link of a seller (`/lottery?aic=<code>`, with `&actId=N` for another lottery than the default one). */
import { DEFAULT_ACTIVITY_ID } from '@/lib/campaign'
import { type Locale, localizedPath } from '@/lib/i18n/locales'

export function inviteLink(origin: string, locale: Locale, inviteCode: string, activityId: number): string {
  const query = new URLSearchParams({ aic: inviteCode })
  if (activityId !== DEFAULT_ACTIVITY_ID) query.set('actId', String(activityId))
  return `${origin.replace(/\/$/, '')}${localizedPath('/lottery', locale)}?${query}`
}
