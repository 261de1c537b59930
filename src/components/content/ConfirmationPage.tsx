import { ContentPage } from './ContentPage'
import { SmartLink } from '@/components/layout/SmartLink'
import { buttonClass } from '@/components/ui/Button'
import type { ContentPageProps } from '@/server/pages/content-props'
import { colorTextInverse } from '@/styles/colors'

import styles from './ConfirmationPage.module.scss'

type Props = {
  page: ContentPageProps<Record<string, never>>
  title: string
  subtitle: string
  /** The first is the main way on. */
  actions: [{ href: string; label: string }, { href: string; label: string }]
  testId?: string
}

/** A "done" page (request sent, registered): a check mark, what happened, and the ways on. */
export function ConfirmationPage({ page, title, subtitle, actions, testId }: Props) {
  const base = page.chrome.settings.workbenchBaseUrl
  const [primary, secondary] = actions
  return (
    <ContentPage page={page} crumbs={[{ label: title }]} seo={{ title, description: subtitle, noindex: true }}>
      <section className={styles.success} data-testid={testId}>
        <svg className={styles.icon} viewBox="0 0 64 64" width="64" height="64" aria-hidden="true" focusable="false">
          <circle cx="32" cy="32" r="30" fill="currentColor" opacity="0.12" />
          <circle cx="32" cy="32" r="22" fill="currentColor" />
          <path d="M22 33l7 7 14-15" fill="none" stroke={colorTextInverse} strokeWidth="5" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        <h1>{title}</h1>
        <p>{subtitle}</p>
        <p className={styles.actions}>
          <SmartLink href={primary.href} workbenchBaseUrl={base} className={buttonClass()}>
            {primary.label}
          </SmartLink>
          <SmartLink href={secondary.href} workbenchBaseUrl={base} className={buttonClass({ variant: 'secondary' })}>
            {secondary.label}
          </SmartLink>
        </p>
      </section>
    </ContentPage>
  )
}
