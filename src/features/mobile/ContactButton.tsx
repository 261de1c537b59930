import dynamic from 'next/dynamic'
import { useTranslation } from 'next-i18next/pages'
import { useState } from 'react'

import { OnDemandFallback } from '@/components/feedback/OnDemandFallback'
import { useIdlePreload } from '@/hooks/useIdlePreload'
import type { SiteChrome } from '@/lib/site-chrome'

import styles from './MobileLayout.module.scss'

// Only visitors who open it download the popup (and its canvas code).
const loadContactPopup = () => import('./ContactPopup').then((module) => module.ContactPopup)
const ContactPopup = dynamic(loadContactPopup, { ssr: false, loading: OnDemandFallback })

/** Opens the contact popup: the site's address to copy, the customer-service QR code to save. */
export function ContactButton({ chrome, className, label }: { chrome: SiteChrome; className?: string; label?: string }) {
  const { t } = useTranslation('mobile')
  const [open, setOpen] = useState(false)
  useIdlePreload(loadContactPopup)
  return (
    <>
      <button type="button" className={className ?? styles.contactButton} onClick={() => setOpen(true)} aria-haspopup="dialog" data-testid="contact-open">
        {label ?? (
          <>
            <svg viewBox="0 0 24 24" aria-hidden="true">
              <path d="M4 5h16v11H8l-4 4zM8 9h8m-8 3h5" />
            </svg>
            <span className={styles.visuallyHidden}>{t('header.contact')}</span>
          </>
        )}
      </button>
      {open ? <ContactPopup chrome={chrome} onClose={() => setOpen(false)} /> : null}
    </>
  )
}
