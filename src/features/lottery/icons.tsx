/**
 * The lottery's pictures as inline SVG (1em square, current colour): emoji look different on
 * every phone and are missing on systems without an emoji font.
 */
import type { ReactElement } from 'react'

import { colorTextInverse, prizeIconColors as c } from '@/styles/colors'

export type LotteryIcon = 'gift' | 'clover' | 'clock' | 'check' | 'party'

const PATHS: Record<LotteryIcon, ReactElement> = {
  gift: (
    <>
      <rect x="3" y="9" width="18" height="12" rx="1.5" fill={c.giftBox} />
      <rect x="2" y="6.5" width="20" height="4" rx="1" fill={c.giftLid} />
      <rect x="10.5" y="6.5" width="3" height="14.5" fill={c.ribbon} />
      <path d="M12 6.5C10 2.5 6 3 6.5 5.2 7 7 10 6.8 12 6.5Zm0 0c2-4 6-3.5 5.5-1.3C17 7 14 6.8 12 6.5Z" fill={c.ribbon} stroke={c.ribbonEdge} strokeWidth=".6" />
    </>
  ),
  clover: (
    <>
      <circle cx="8.5" cy="8.5" r="3.6" fill={c.green} />
      <circle cx="15.5" cy="8.5" r="3.6" fill={c.greenDark} />
      <circle cx="8.5" cy="15" r="3.6" fill={c.greenDark} />
      <circle cx="15.5" cy="15" r="3.6" fill={c.green} />
      <path d="M12 12.5c.5 3 1.5 5.5 3.5 8" stroke={c.stem} strokeWidth="1.4" fill="none" strokeLinecap="round" />
    </>
  ),
  clock: (
    <>
      <circle cx="12" cy="12" r="9" fill={c.clockFace} stroke={c.clockRim} strokeWidth="2" />
      <path d="M12 7v5.5l3.5 2" stroke={c.clockHands} strokeWidth="2" fill="none" strokeLinecap="round" />
    </>
  ),
  check: (
    <>
      <circle cx="12" cy="12" r="10" fill={c.green} />
      <path d="m7 12.5 3.2 3.2L17 9" stroke={colorTextInverse} strokeWidth="2.4" fill="none" strokeLinecap="round" strokeLinejoin="round" />
    </>
  ),
  party: (
    <>
      <path d="M3 21 8.5 7.5l8 8Z" fill={c.cone} stroke={c.coneEdge} strokeWidth=".8" strokeLinejoin="round" />
      <circle cx="15" cy="4" r="1.3" fill={c.confettiRed} />
      <circle cx="20" cy="9" r="1.3" fill={c.confettiBlue} />
      <circle cx="19" cy="3.5" r="1" fill={c.green} />
      <path d="M12 8c1-2 3-2.5 4-4.5M16 12c2-1 3.5-.5 5.5-1.5" stroke={c.streamer} strokeWidth="1.3" fill="none" strokeLinecap="round" />
    </>
  ),
}

export function Icon({ name, className }: { name: LotteryIcon; className?: string }) {
  return (
    <svg className={className} viewBox="0 0 24 24" width="1em" height="1em" aria-hidden="true" focusable="false">
      {PATHS[name]}
    </svg>
  )
}
