import { useTranslation } from 'next-i18next/pages'
import { useRouter } from 'next/router'
import { type MouseEvent, useEffect, useId, useRef, useState } from 'react'

import Link from '@/components/layout/Link'
import { Logo } from '@/components/layout/Logo'
import { useIsLoggedIn } from '@/hooks/useAuthLinks'
import { type Locale, localizedPath } from '@/lib/i18n/locales'
import type { SiteChrome } from '@/lib/site-chrome'
import { useUserStore } from '@/stores/user'

import { ContactButton } from './ContactButton'
import { hasPreviousPage } from './history-depth'

import styles from './MobileLayout.module.scss'

type Props = { chrome: SiteChrome; locale: Locale; showBack: boolean; title?: string }

/**
 * The mobile header: the back button on pages off the tab bar (history back, or /m when this
 * page was the first of the visit), the logo or the page's title, the contact button, and
 * login/register for guests or the seller's avatar with a small menu (account, log out).
 */
export function MobileHeader({ chrome, locale, showBack, title }: Props) {
  const { t } = useTranslation('mobile')
  const router = useRouter()
  const loggedIn = useIsLoggedIn()

  return (
    <header className={styles.header} data-testid="mobile-header">
      {showBack ? <BackLink locale={locale} /> : null}
      {title && showBack ? (
        <p className={styles.headerTitle}>{title}</p>
      ) : (
        <Link href="/m" className={styles.brand}>
          <Logo />
          <span>{chrome.settings.siteName}</span>
        </Link>
      )}
      <div className={styles.headerActions}>
        <ContactButton chrome={chrome} />
        {loggedIn ? (
          <AccountMenu />
        ) : router.pathname === '/m/register' ? null : (
          <Link href="/m/register" className={styles.loginButton} data-testid="mobile-login">
            {t('header.loginRegister')}
          </Link>
        )}
      </div>
    </header>
  )
}

/**
 * The back button: a link to /m without script; with it, one step back (or /m when this page was
 * the first of the visit). data-needs-runtime: a tap before the runtime runs waits for it
 * (public/runtime-boot.js) instead of leaving for /m. Also in the headers of `bare` pages.
 */
export function BackLink({ locale, className = styles.back }: { locale: Locale; className?: string }) {
  const { t } = useTranslation('mobile')
  const router = useRouter()
  const back = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return
    event.preventDefault()
    if (hasPreviousPage()) window.history.back()
    else void router.push('/m')
  }
  return (
    <a href={localizedPath('/m', locale)} className={className} onClick={back} data-needs-runtime="" data-testid="mobile-back">
      <svg viewBox="0 0 24 24" aria-hidden="true">
        <path d="M15 5l-7 7 7 7" />
      </svg>
      <span className={styles.visuallyHidden}>{t('header.back')}</span>
    </a>
  )
}

/** The seller's avatar (or initial) opening a small menu: account, log out. */
function AccountMenu() {
  const { t } = useTranslation('mobile')
  const menuId = useId()
  const [open, setOpen] = useState(false)
  const [loggingOut, setLoggingOut] = useState(false)
  const rootRef = useRef<HTMLDivElement>(null)
  const avatar = useUserStore((state) => state.info?.channelUserInfo?.comments?.avatar)
  const [avatarFailed, setAvatarFailed] = useState(false)

  // The menu closes on a tap elsewhere and on Escape.
  useEffect(() => {
    if (!open) return
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false)
    }
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false)
    }
    document.addEventListener('pointerdown', onPointer)
    document.addEventListener('keydown', onKey)
    return () => {
      document.removeEventListener('pointerdown', onPointer)
      document.removeEventListener('keydown', onKey)
    }
  }, [open])

  const logOut = async () => {
    if (loggingOut) return
    setLoggingOut(true)
    const { logoutAndReload } = await import('@/features/auth/session')
    await logoutAndReload()
  }

  return (
    <div className={styles.account} ref={rootRef}>
      <button type="button" className={styles.avatarButton} aria-expanded={open} aria-controls={menuId} aria-label={t('header.accountMenu')} onClick={() => setOpen(!open)} data-testid="mobile-avatar">
        {avatar && /^https:\/\//.test(avatar) && !avatarFailed ? (
          // eslint-disable-next-line @next/next/no-img-element -- the seller's avatar, a few KB; the person icon when it cannot load
          <img src={avatar} alt="" width={32} height={32} onError={() => setAvatarFailed(true)} />
        ) : (
          <svg viewBox="0 0 24 24" aria-hidden="true">
            <path d="M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8m-7 8a7 7 0 0 1 14 0" />
          </svg>
        )}
      </button>
      <ul id={menuId} className={styles.accountMenu} hidden={!open}>
        <li>
          <Link href="/account">{t('header.account')}</Link>
        </li>
        <li>
          <button type="button" onClick={logOut} aria-disabled={loggingOut || undefined} data-testid="mobile-logout">
            {t('header.logout')}
          </button>
        </li>
      </ul>
    </div>
  )
}
