import dynamic from 'next/dynamic'
import { type FormEvent, type ReactNode, useState } from 'react'
import { useTranslation } from 'next-i18next/pages'

import { OnDemandFallback } from '@/components/feedback/OnDemandFallback'
import { openLoginSheet } from '@/features/auth/auth-ui'
import { useIsLoggedIn } from '@/hooks/useAuthLinks'
import type { Locale } from '@/lib/i18n/locales'

import type { TopUpTarget } from './TopUpDialog'
import styles from './TopUpDialog.module.scss'

// Loaded when a seller opens it: most visitors never do.
const TopUpDialog = dynamic(() => import('./TopUpDialog').then((module) => module.TopUpDialog), { ssr: false, loading: OnDemandFallback })

/** Opens the top-up dialog for a seller; a guest is asked to log in first (the sheet). */
function useTopUp() {
  const loggedIn = useIsLoggedIn()
  const [target, setTarget] = useState<TopUpTarget | null>(null)
  const open = (next: TopUpTarget) => (loggedIn ? setTarget(next) : openLoginSheet())
  return { target, open, close: () => setTarget(null) }
}

export function TopUpButton({ target, locale, className, children }: { target: TopUpTarget; locale: Locale; className?: string; children: ReactNode }) {
  const topUp = useTopUp()
  return (
    <>
      <button type="button" className={className} onClick={() => topUp.open(target)} data-testid="top-up-open">
        {children}
      </button>
      {topUp.target ? <TopUpDialog target={topUp.target} locale={locale} onClose={topUp.close} /> : null}
    </>
  )
}

/** "Can't find your shop?": the shop's ID or link, then the dialog. */
export function ShopTopUpForm({ locale }: { locale: Locale }) {
  const { t } = useTranslation('explosion')
  const topUp = useTopUp()
  // Uncontrolled: what was typed before React hydrated the page is read from the form itself.
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const mallParm = String(new FormData(event.currentTarget).get('mallParm') ?? '').trim().replace(/\s+/g, ' ')
    if (mallParm) topUp.open({ kind: 'mall', mallParm: mallParm.slice(0, 200) })
  }
  return (
    <form className={styles.shopForm} onSubmit={submit}>
      <label htmlFor="top-up-shop">{t('topUp.missingShop')}</label>
      <input id="top-up-shop" name="mallParm" placeholder={t('topUp.shopPlaceholder')} maxLength={200} required />
      <button type="submit">{t('topUp.applyShop')}</button>
      {topUp.target ? <TopUpDialog target={topUp.target} locale={locale} onClose={topUp.close} /> : null}
    </form>
  )
}
