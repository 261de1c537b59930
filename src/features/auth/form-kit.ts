import { useTranslation } from 'next-i18next/pages'
import { useCallback, useState } from 'react'

import type { CaptchaResult } from './SliderCaptcha'
import { apiFailure } from './api'
import type { LoginTab, SheetVariant, SheetView } from './auth-ui'

/** What every form of the sheet gets from the panel around it. */
export type FormProps = {
  /** The phone number is shared by the views (switching keeps it). */
  phone: string
  onPhone(value: string): void
  captcha(): Promise<CaptchaResult>
  variant: SheetVariant
  navigate(view: SheetView, options?: { tab?: LoginTab }): void
  /** Logged in or registered: the sheet closes. */
  onFinished(): void
}

/** Busy flag and the form-level error (announced), with a runner that sets both. */
export function useSubmitState() {
  const { t } = useTranslation('auth')
  const [busy, setBusy] = useState(false)
  const [formError, setFormError] = useState<string | null>(null)

  /** The service's (translated) message for a failed call, else a generic one. */
  const failureMessage = useCallback((error: unknown) => apiFailure(error).message ?? t('message.requestFailed'), [t])

  const run = useCallback(
    async (task: () => Promise<void>) => {
      setBusy(true)
      setFormError(null)
      try {
        await task()
      } catch (error) {
        setFormError(failureMessage(error))
      } finally {
        setBusy(false)
      }
    },
    [failureMessage],
  )

  return { busy, formError, setFormError, run, failureMessage }
}
