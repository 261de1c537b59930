import Link from './Link'
import { useTranslation } from 'next-i18next/pages'
import { type MouseEvent, type ReactNode, useEffect, useState } from 'react'

import { buttonClass } from '@/components/ui/Button'
import { isPlainClick, openLoginSheet, openRegisterSheet } from '@/features/auth/auth-ui'
import { preloadAuthSheet } from '@/features/auth/AuthRoot'
import { useAuthLinks, useIsLoggedIn } from '@/hooks/useAuthLinks'
import { useScrolledPast } from '@/hooks/useScrolledPast'
import type { Locale } from '@/lib/i18n/locales'
import type { NavLink, SiteChrome } from '@/lib/site-chrome'
import { withSpecWorkbenchLinks } from '@/lib/workbench-menu'

import { SearchButton } from '@/features/search/SearchButton'

import { LanguageSelector } from './LanguageSelector'
import { Logo } from './Logo'
import styles from './SiteHeader.module.scss'
import { SmartLink } from './SmartLink'
import { CALCULATOR_PATH } from '@/lib/calculator/paths'
import { PRICING_PATH } from '@/lib/pricing/paths'

/** Spec section 9: solid after 42 px of scroll (at once: see useScrolledPast and the stylesheet). */
const SCROLL_THRESHOLD_PX = 42

type Props = {
  chrome: SiteChrome
  locale: Locale
  /** Home, about and language homes start transparent over their hero. */
  transparentAtTop: boolean
}

export function SiteHeader({ chrome, locale, transparentAtTop }: Props) {
  const { t } = useTranslation('common')
  const { t: tAuth } = useTranslation('auth')
  const { settings } = chrome
  const header = withSpecWorkbenchLinks(chrome.header, t)
  const scrolled = useScrolledPast(SCROLL_THRESHOLD_PX, transparentAtTop)
  const transparent = transparentAtTop && !scrolled
  const [menuOpen, setMenuOpen] = useState(false)
  const [openMenu, setOpenMenu] = useState<string | null>(null)
  const authLinks = useAuthLinks(settings, locale)
  const loggedIn = useIsLoggedIn()
  const [loggingOut, setLoggingOut] = useState(false)

  useEffect(() => {
    if (!openMenu) return
    const close = (event: KeyboardEvent) => event.key === 'Escape' && setOpenMenu(null)
    window.addEventListener('keydown', close)
    return () => window.removeEventListener('keydown', close)
  }, [openMenu])

  const base = settings.workbenchBaseUrl
  const closeAll = () => {
    setOpenMenu(null)
    setMenuOpen(false)
  }

  // A guest's click on a workbench link opens the guest guide (SmartLink); the menu closes,
  // hiding the link, so focus goes back to what stays visible (the menu's button on desktop,
  // the menu toggle on phones).
  const beforeGuestGuide = (event: MouseEvent<HTMLAnchorElement>) => {
    const dropdownButton = event.currentTarget.closest(`.${styles.dropdown}`)?.querySelector('button')
    const stays = menuOpen ? document.querySelector<HTMLElement>(`.${styles.menuToggle}`) : dropdownButton
    stays?.focus()
    closeAll()
  }

  // Log in / Register keep their workbench hrefs (new tab, no script); a plain click opens the sheet here.
  const openSheet = (open: () => void) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainClick(event)) return
    event.preventDefault()
    closeAll()
    open()
  }

  const logOut = async () => {
    if (loggingOut) return
    setLoggingOut(true)
    const { logoutAndReload } = await import('@/features/auth/session')
    await logoutAndReload()
  }

  const dropdown = (id: string, label: string, panel: ReactNode, wide = false) => (
    <li
      className={styles.dropdown}
      data-open={openMenu === id || undefined}
      onMouseEnter={() => setOpenMenu(id)}
      onMouseLeave={() => setOpenMenu(null)}
      // Keyboard users: the panel closes once focus leaves it.
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpenMenu(null)
      }}
    >
      <button
        type="button"
        className={styles.navItem}
        aria-expanded={openMenu === id}
        aria-controls={`menu-${id}`}
        onClick={(event) => {
          // A mouse already opened it on hover (leaving closes it): a click must not close it
          // again. Keyboard and touch toggle.
          const viaMouse = (event.nativeEvent as PointerEvent).pointerType === 'mouse'
          setOpenMenu(viaMouse || openMenu !== id ? id : null)
        }}
      >
        {label}
        <span className={styles.caret} aria-hidden="true" />
      </button>
      <div id={`menu-${id}`} className={`${styles.panel} ${wide ? styles.panelWide : ''}`}>
        {panel}
      </div>
    </li>
  )

  const linkList = (links: NavLink[]) => (
    <ul className={styles.panelList}>
      {links.map((link) => (
        <li key={link.href + link.label}>
          <SmartLink
            href={link.href}
            workbenchBaseUrl={base}
            className={styles.panelLink}
            onClick={closeAll}
            onGuestGuide={beforeGuestGuide}
          >
            <span className={styles.panelLinkLabel}>{link.label}</span>
            {link.description ? <span className={styles.panelLinkDescription}>{link.description}</span> : null}
          </SmartLink>
        </li>
      ))}
    </ul>
  )

  return (
    <header className={`${styles.header} ${transparent ? styles.transparent : styles.solid}`} data-testid="site-header" data-transparent={transparent}>
      <div className={styles.inner}>
        <Link href="/" className={styles.logo} aria-label={`${settings.siteName} - ${t('nav.home')}`}>
          <Logo />
          <span className={styles.logoText}>{settings.siteName}</span>
        </Link>

        <button
          type="button"
          className={styles.menuToggle}
          aria-expanded={menuOpen}
          aria-controls="site-nav"
          onClick={() => setMenuOpen(!menuOpen)}
        >
          <span className={styles.menuIcon} aria-hidden="true" />
          <span className={styles.srOnly}>{menuOpen ? t('nav.closeMenu') : t('nav.openMenu')}</span>
        </button>

        <div id="site-nav" className={styles.navArea} data-open={menuOpen || undefined}>
          {/* public/track.js: a click on a menu item sends WebTopNavClick with its name (spec section 7). */}
          <nav aria-label={t('nav.mainMenu')} data-track="WebTopNavClick">
            <ul className={styles.navList}>
              <li>
                <SmartLink href="/workbench/dashboard" workbenchBaseUrl={base} className={styles.navItem} onGuestGuide={beforeGuestGuide}>
                  {t('nav.workbench')}
                </SmartLink>
              </li>
              {dropdown(
                'data',
                t('nav.data'),
                <div className={styles.groups}>
                  {header.dataMenu.map((group) => (
                    <section key={group.title} className={styles.group}>
                      <p className={styles.groupTitle} data-testid="menu-group-title">
                        {group.title}
                      </p>
                      {group.description ? <p className={styles.groupDescription}>{group.description}</p> : null}
                      {linkList(group.links)}
                    </section>
                  ))}
                </div>,
                true,
              )}
              {/* The free profit calculator is one of the solutions (a top-level item would not fit the bar in en and ru). */}
              {dropdown('solutions', t('nav.solutions'), linkList([...header.solutionsMenu, { label: t('nav.calculator'), href: CALCULATOR_PATH, description: t('nav.calculatorDescription') }]))}
              {dropdown('courses', t('nav.courses'), linkList(header.courseMenu))}
              <li>
                <SmartLink href={settings.newsSiteUrl} workbenchBaseUrl={base} className={styles.navItem}>
                  {t('nav.news')}
                </SmartLink>
              </li>
              <li>
                <Link href={PRICING_PATH} className={styles.navItem} onClick={closeAll} data-testid="nav-pricing">
                  {t('nav.pricing')}
                </Link>
              </li>

            </ul>
          </nav>

          <div className={styles.actions}>
            <SearchButton locale={locale} workbenchBaseUrl={base} />
            <LanguageSelector locale={locale} />
            {loggedIn ? (
              <>
                <SmartLink href="/workbench/dashboard" workbenchBaseUrl={base} className={buttonClass({ small: true, className: styles.primaryButton })} testId="enter-link">
                  {t('nav.enter')}
                </SmartLink>
                <button type="button" className={styles.textButton} onClick={logOut} aria-disabled={loggingOut || undefined} data-testid="logout-button">
                  {tAuth('header.logout')}
                </button>
              </>
            ) : (
              <>
                <a
                  href={authLinks.login}
                  className={styles.textButton}
                  data-testid="login-link"
                  data-auth-trigger=""
                  onClick={openSheet(() => openLoginSheet())}
                  onPointerEnter={preloadAuthSheet}
                  onFocus={preloadAuthSheet}
                >
                  {t('nav.login')}
                </a>
                <a
                  href={authLinks.register}
                  className={buttonClass({ small: true, className: styles.primaryButton })}
                  data-testid="register-link"
                  data-auth-trigger=""
                  onClick={openSheet(() => openRegisterSheet())}
                  onPointerEnter={preloadAuthSheet}
                  onFocus={preloadAuthSheet}
                >
                  {t('nav.register')}
                </a>
              </>
            )}
          </div>
        </div>
      </div>
    </header>
  )
}
