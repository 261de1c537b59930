import { useTranslation } from 'next-i18next/pages'
import { useEffect, useRef, useState } from 'react'
import { type KeyedMutator, useSWRConfig } from 'swr'

import type { LotteryCampaignView } from '@/server/pages/lottery'

import type { LotteryStatus } from './api'
import { type GridCell, landingCell, spinPath, stepDelays } from './grid'
import { recordsKey, winnersKey } from './hooks'
import type { PopupState } from './LotteryViewPopups'
import { drawRefusal, phaseAt, pressAction } from './outcome'
import { newRequestId } from './request-id'

/** The highlight's run round the grid (the 3 s ceiling includes the answer's wait). */
const SPIN_MS = 2400

export type Notice = { kind: 'upcoming' | 'noChance' | 'error'; text: string }

const prefersReducedMotion = () => typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches

type Options = {
  campaign: LotteryCampaignView
  cells: GridCell[]
  status: LotteryStatus | undefined
  mutateStatus: KeyedMutator<LotteryStatus>
  /** Read at the press (see LotteryView). */
  loggedInNow(): boolean
  login(): void
  /** The lottery's start, as shown (for "starts at"). */
  start: string
  showPopup(popup: PopupState): void
}

/**
 * The Draw button's press: checks what the press may do, asks the service for a draw (the same
 * request again after an unanswered one), runs the highlight to the prize, then says the result.
 */
export function useDraw({ campaign, cells, status, mutateStatus, loggedInNow, login, start, showPopup }: Options) {
  const { t } = useTranslation('lottery')
  const { mutate } = useSWRConfig()
  const { activityId } = campaign
  const [active, setActive] = useState(-1)
  const [drawing, setDrawing] = useState(false)
  const [notice, setNotice] = useState<Notice | null>(null)
  const [announcement, setAnnouncement] = useState('')
  const drawingRef = useRef(false)
  // The request id of a press whose answer never came (network, 5xx): the next press sends it
  // again, so a draw the service made is shown, not drawn a second time.
  const unanswered = useRef<string | null>(null)
  const activeRef = useRef(-1)
  const timers = useRef<ReturnType<typeof setTimeout>[]>([])

  useEffect(() => () => timers.current.forEach(clearTimeout), [])

  const highlight = (index: number) => {
    activeRef.current = index
    setActive(index)
  }

  /** Runs the highlight round the ring to `target`; at once with reduced motion. */
  const spin = (target: number) =>
    new Promise<void>((resolve) => {
      if (prefersReducedMotion()) {
        highlight(target)
        resolve()
        return
      }
      const path = spinPath(activeRef.current, target, 2)
      const delays = stepDelays(path.length, SPIN_MS)
      let elapsed = 0
      path.forEach((cell, index) => {
        elapsed += delays[index]
        timers.current.push(setTimeout(() => highlight(cell), elapsed))
      })
      timers.current.push(setTimeout(resolve, elapsed + 150))
    })

  const press = async () => {
    if (drawingRef.current) return
    const phase = status?.phase ?? phaseAt(campaign.startsAt, campaign.endsAt)
    const action = pressAction({ phase, loggedIn: loggedInNow(), chances: status ? status.chances : undefined })
    setNotice(null)
    if (action === 'ended') return showPopup({ type: 'ended' })
    if (action === 'login') return login()
    if (action === 'upcoming') return setNotice({ kind: 'upcoming', text: t('notice.upcoming', { time: start }) })
    if (action === 'noChance') return setNotice({ kind: 'noChance', text: t('notice.noChance', { n: status?.chancesPerInvite ?? 1 }) })

    drawingRef.current = true
    setDrawing(true)
    setAnnouncement(t('grid.drawing'))
    // One id per press, kept until the service answers it: a retry after a lost answer is the same draw.
    const requestId = unanswered.current ?? newRequestId()
    unanswered.current = requestId
    let api: typeof import('./api') | null = null
    try {
      api = await import('./api')
      const result = await api.draw(activityId, requestId)
      unanswered.current = null
      void mutateStatus((current) => (current ? { ...current, chances: result.chances } : current), { revalidate: false })
      await spin(landingCell(cells, result.prize, (count) => Math.floor(Math.random() * count)))
      setAnnouncement(result.prize ? t('result.won', { name: result.prize.name }) : t('result.notWon'))
      showPopup(result.won && result.prize ? { type: 'won', result } : { type: 'notWon' })
      void mutate(winnersKey(activityId))
      void mutate(recordsKey(activityId))
    } catch (error) {
      // No module (its download failed) counts as a network failure.
      const failure = api ? api.apiFailure(error) : { status: null, code: null, message: null }
      // A refusal (4xx) was an answer: nothing was drawn. No answer, or a server error: maybe.
      if (failure.status !== null && failure.status < 500) unanswered.current = null
      setAnnouncement('')
      switch (drawRefusal(failure)) {
        case 'login':
          login()
          break
        case 'upcoming':
          setNotice({ kind: 'upcoming', text: t('notice.upcoming', { time: start }) })
          break
        case 'ended':
          showPopup({ type: 'ended' })
          void mutateStatus()
          break
        case 'noChance':
          setNotice({ kind: 'noChance', text: t('notice.noChance', { n: status?.chancesPerInvite ?? 1 }) })
          void mutateStatus()
          break
        default:
          // Network and server errors were toasted by the client already.
          setNotice({ kind: 'error', text: failure.message ?? t('notice.failed') })
      }
    } finally {
      drawingRef.current = false
      setDrawing(false)
    }
  }

  return { active, drawing, notice, announcement, press }
}
