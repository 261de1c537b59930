import dynamic from 'next/dynamic'
import { useSWRConfig } from 'swr'

import { OnDemandFallback } from '@/components/feedback/OnDemandFallback'
import type { Locale } from '@/lib/i18n/locales'
import { verifyHref } from '@/lib/lottery/paths'
import type { LotteryCampaignView } from '@/server/pages/lottery'

import type { DrawResult } from './api'
import { recordsKey } from './hooks'

// Popups, the rules' renderer and the delivery form load when they open.
const popups = () => import('./LotteryPopups')
const EndedPopup = dynamic(() => popups().then((module) => module.EndedPopup), { ssr: false, loading: OnDemandFallback })
const CopiedPopup = dynamic(() => popups().then((module) => module.CopiedPopup), { ssr: false, loading: OnDemandFallback })
const NotWonPopup = dynamic(() => popups().then((module) => module.NotWonPopup), { ssr: false, loading: OnDemandFallback })
const WonPopup = dynamic(() => popups().then((module) => module.WonPopup), { ssr: false, loading: OnDemandFallback })
const RecordsPopup = dynamic(() => popups().then((module) => module.RecordsPopup), { ssr: false, loading: OnDemandFallback })
const InvitationsPopup = dynamic(() => popups().then((module) => module.InvitationsPopup), { ssr: false, loading: OnDemandFallback })
const RulesPopup = dynamic(() => import('./RulesPopup').then((module) => module.RulesPopup), { ssr: false, loading: OnDemandFallback })
const DeliveryDialog = dynamic(() => import('./DeliveryDialog').then((module) => module.DeliveryDialog), { ssr: false, loading: OnDemandFallback })

/** The one popup the lottery page shows at a time. */
export type PopupState =
  | { type: 'ended' | 'copied' | 'notWon' | 'rules' | 'records' | 'invitations' }
  | { type: 'won'; result: DrawResult }
  | { type: 'delivery'; drawId: number }

type Props = {
  popup: PopupState | null
  onClose(): void
  activityId: number
  rules: LotteryCampaignView['rules']
  commitment: LotteryCampaignView['commitment']
  locale: Locale
  /** My chances after a miss (null: not known). */
  chances: number | null
  variant: 'desktop' | 'mobile'
  /** Desktop: a prize's delivery details open in a dialog (phones go to /m/DeliveryInfo). */
  onClaim?: (drawId: number) => void
}

/** Renders the open popup (its code loads when it first opens). */
export function LotteryViewPopups({ popup, onClose, activityId, rules, commitment, locale, chances, variant, onClaim }: Props) {
  const { mutate } = useSWRConfig()
  if (!popup) return null
  switch (popup.type) {
    case 'ended':
      return <EndedPopup onClose={onClose} />
    case 'copied':
      return <CopiedPopup onClose={onClose} />
    case 'notWon':
      return <NotWonPopup onClose={onClose} chances={chances} />
    case 'won':
      return <WonPopup result={popup.result} onClose={onClose} onClaim={onClaim} />
    case 'rules':
      return <RulesPopup rules={rules} commitment={commitment} verifyHref={verifyHref(variant === 'mobile' ? '/m' : '', commitment?.campaignId)} locale={locale} onClose={onClose} />
    case 'records':
      return (
        <RecordsPopup
          activityId={activityId}
          onClose={onClose}
          onClaim={onClaim}
          allPrizesHref={variant === 'mobile' ? '/m/ReceivePrize' : undefined}
          verifyHref={verifyHref(variant === 'mobile' ? '/m' : '', commitment?.campaignId)}
        />
      )
    case 'invitations':
      return <InvitationsPopup activityId={activityId} onClose={onClose} />
    case 'delivery':
      return (
        <DeliveryDialog
          drawId={popup.drawId}
          onClose={onClose}
          onSaved={() => {
            onClose()
            void mutate(recordsKey(activityId))
          }}
        />
      )
  }
}
