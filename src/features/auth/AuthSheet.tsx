import { useTranslation } from 'next-i18next/pages'
import { useId } from 'react'

import { Modal } from '@/components/dialog/Modal'

import { AuthPanel } from './AuthPanel'
import { useAuthUi } from './auth-ui'

/** The login / register sheet as a modal (720 px; full width on phones). Loaded on demand by AuthRoot. */
export default function AuthSheet() {
  const { t } = useTranslation('auth')
  const titleId = useId()
  const sheet = useAuthUi((state) => state.sheet)
  const sheetKey = useAuthUi((state) => state.sheetKey)
  const closeSheet = useAuthUi((state) => state.closeSheet)
  if (!sheet) return null
  return (
    <Modal labelledBy={titleId} onClose={closeSheet} closeLabel={t('sheet.close')} size="sheet" testId="auth-sheet">
      <AuthPanel key={sheetKey} request={sheet} titleId={titleId} onFinished={closeSheet} />
    </Modal>
  )
}
