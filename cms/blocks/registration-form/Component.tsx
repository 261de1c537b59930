import { useTranslation } from 'next-i18next/pages'
import dynamic from 'next/dynamic'
import { useId } from 'react'

import type { RegistrationFormBlock as RegistrationFormData } from '@payload-types'
import { SmartLink } from '@/components/layout/SmartLink'
import { useIsLoggedIn } from '@/hooks/useAuthLinks'
import { DEFAULT_ACTIVITY_ID } from '@/lib/campaign'
import styles from '@cms/blocks/blocks.module.scss'
import { usePromotion } from '@cms/blocks/context'
import { SectionHeading } from '@cms/blocks/SectionHeading'

// Only pages with this block load the forms (rendered on the server all the same).
const AuthPanel = dynamic(() => import('@/features/auth/AuthPanel').then((module) => module.AuthPanel))

/**
 * The register form on the page: by SMS code (no password) or with a password; a registration
 * goes on to the page's success page, or, in the lottery (activity) variant, stays here with
 * its draw. A seller already logged in is shown the way to the workbench instead.
 */
export function RegistrationFormBlock({ block }: { block: RegistrationFormData }) {
  const { t } = useTranslation('promote')
  const { successPath, workbenchBaseUrl } = usePromotion()
  const titleId = useId()
  const loggedIn = useIsLoggedIn()
  return (
    <section className={`${styles.block} ${styles.alt}`} data-block="registrationForm" id="register">
      <div className={`${styles.inner} ${styles.narrow}`}>
        <SectionHeading heading={block.heading} intro={block.text} />
        <div className={styles.formCard}>
          {loggedIn ? (
            <div className={styles.loggedIn} data-testid="promotion-logged-in">
              <p>{t('form.loggedIn')}</p>
              <SmartLink href="/workbench/dashboard" workbenchBaseUrl={workbenchBaseUrl} className={styles.primaryButton}>
                {t('form.enter')}
              </SmartLink>
            </div>
          ) : (
            <AuthPanel
              request={{
                view: 'register',
                tab: 'sms',
                variant: block.activity ? 'activity' : 'default',
                activityId: block.activity ? (block.activityId ?? DEFAULT_ACTIVITY_ID) : undefined,
                successPath,
                password: block.mode === 'password' ? 'required' : 'hidden',
              }}
              titleId={titleId}
              compact
              onFinished={() => undefined}
            />
          )}
        </div>
      </div>
    </section>
  )
}
