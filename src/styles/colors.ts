/**
 * The colours scripts paint with (canvas, charts, inline SVG artwork, the theme-color meta):
 * the script side of _tokens.scss. A name here that matches a token there (`colorPrimary` and
 * `$color-primary`) has its value, checked by tests/unit/colour-tokens.test.ts. Named exports,
 * so a page ships only the few it uses.
 */

export const colorPrimary = '#005bff'
export const colorText = '#1a1f36'
export const colorSurface = '#ffffff'
export const colorTextInverse = '#fff'

/** The light bars of the brand mark. */
export const colorLogoBar = '#9fc2ff'
/** WeChat's own green, for its logo. */
export const colorWechat = '#07c160'

/** Charts: the area under the sales line, the rank line, and the lighter of two bar series. */
export const colorChartFill = 'rgba(0, 91, 255, 0.08)'
export const colorChartRank = '#e8590c'
export const colorChartSecondary = '#9bbcff'

/** The lottery's prize pictures. */
export const prizeIconColors = {
  giftBox: '#f97316',
  giftLid: '#ea580c',
  ribbon: '#fde047',
  ribbonEdge: '#ca8a04',
  green: '#22c55e',
  greenDark: '#16a34a',
  stem: '#15803d',
  clockFace: '#fef3c7',
  clockRim: '#d97706',
  clockHands: '#92400e',
  cone: '#f59e0b',
  coneEdge: '#b45309',
  confettiRed: '#ef4444',
  confettiBlue: '#3b82f6',
  streamer: '#ec4899',
} as const
