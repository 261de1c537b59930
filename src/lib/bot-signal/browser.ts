/**
 * What the browser's forms record for the anti-bot signal: when a form opened and where the last
 * click landed. A form calls `useSignalForm()` (src/features/auth/form-kit.ts), the sheets' calls
 * ask `collectSignal()` when they are sent.
 */
import type { BotSignal } from './signal'
import { randomSignalId } from './encoding'

let openForms = 0
let openedAt: number | null = null
let lastClick: BotSignal['click'] = null
let listening = false

function recordClick(event: MouseEvent) {
  lastClick = { x: Math.round(event.clientX), y: Math.round(event.clientY), trusted: event.isTrusted }
}

/** A form opened (its first mount while none was open starts the clock); returns its closing. */
export function formOpened(now = performance.now()): () => void {
  if (openForms === 0 || openedAt === null) openedAt = now
  openForms += 1
  if (!listening && typeof document !== 'undefined') {
    // Capture: a click a form's own handler stops still counts.
    document.addEventListener('click', recordClick, { capture: true, passive: true })
    listening = true
  }
  return () => {
    openForms = Math.max(0, openForms - 1)
    if (openForms === 0) openedAt = null
  }
}

/** Globals automation tools are known to leave (PhantomJS, Nightmare, Selenium and chromedriver). */
const AUTOMATION_GLOBALS = ['callPhantom', '_phantom', '__nightmare', 'domAutomation', 'domAutomationController', '_selenium', '__webdriver_script_fn', '__selenium_unwrapped', '__driver_evaluate', '__webdriver_evaluate']

function automationMarkers(): string[] {
  const found = AUTOMATION_GLOBALS.filter((name) => name in window)
  // chromedriver's injected `$cdc_…` / `cdc_…` keys on document.
  for (const key of Object.keys(document)) if (/^\$?cdc_/.test(key) && found.length < 20) found.push('cdc_')
  return found
}

export function collectSignal(now = performance.now()): BotSignal {
  return {
    id: randomSignalId(),
    ua: navigator.userAgent.slice(0, 512),
    screen: { width: Math.round(screen.width), height: Math.round(screen.height) },
    viewport: { width: Math.round(window.innerWidth), height: Math.round(window.innerHeight) },
    click: lastClick,
    sinceOpenMs: openedAt === null ? 0 : Math.max(0, Math.round(now - openedAt)),
    automation: { webdriver: navigator.webdriver === true, markers: automationMarkers() },
  }
}
