import { useRouter } from 'next/router'
import { useCallback, useEffect, useMemo, useState } from 'react'

import { type Calculation, calculate } from '@/lib/calculator/calculate'
import { type Problems, readInput } from '@/lib/calculator/input'
import { Decimal } from '@/lib/calculator/money'
import type { CalculatorData, RawInput } from '@/lib/calculator/types'
import { defaultsFor, fromQuery, toQuery } from '@/lib/calculator/url-state'

/** How long the URL waits for typing to pause before it follows (history stays quiet). */
const URL_DELAY_MS = 400

export type CalculatorState = {
  input: RawInput
  set(field: keyof RawInput, value: string): void
  /** Everything at once: a saved calculation, a reset. */
  replace(input: RawInput): void
  data: CalculatorData
  /** The day whose tariffs apply (null: today). */
  date: string | null
  setDate(date: string | null): void
  loadingDate: boolean
  dateFailed: boolean
  problems: Problems
  calculation: Calculation | null
  /** The URL of this calculation (for copying; in the browser only). */
  shareUrl(): string
}

async function fetchDay(date: string | null): Promise<CalculatorData> {
  const { authClient, USER_API } = await import('@/features/auth/api')
  const answer = await authClient().get<{ data: CalculatorData }>(`${USER_API}/calculator/tariffs`, { params: date ? { date } : {} })
  return answer.data.data
}

/**
 * The calculator's state: the inputs (from the URL when it carries some), the tariffs of the
 * chosen day (the page's own for today, fetched for another), the result on every change (pure
 * and exact: src/lib/calculator), and the URL kept in step.
 */
export function useCalculator(initial: CalculatorData): CalculatorState {
  const router = useRouter()
  const defaults = useMemo(() => defaultsFor(initial.tariffs), [initial.tariffs])
  const [input, setInput] = useState<RawInput>(defaults)
  const [date, setDate] = useState<string | null>(null)
  const [fetched, setFetched] = useState<{ date: string; data: CalculatorData } | null>(null)
  const [failedDate, setFailedDate] = useState<string | null>(null)

  // A shared link: its inputs and date, once the router has read the query (set while rendering,
  // React's pattern for state that follows a change: no extra render of the defaults).
  const [readUrl, setReadUrl] = useState(false)
  if (router.isReady && !readUrl) {
    setReadUrl(true)
    // Only a link that carries a calculation: without one, what the visitor typed meanwhile stays.
    const read = fromQuery(router.query, defaults)
    if (read.carried) setInput(read.input)
    if (read.date) setDate(read.date)
  }

  // Another day's tariffs and rate (today's came with the page).
  const wanted = date !== null && date !== initial.date ? date : null
  useEffect(() => {
    if (wanted === null) return
    let current = true
    fetchDay(wanted)
      .then((day) => current && setFetched({ date: wanted, data: day }))
      .catch(() => current && setFailedDate(wanted))
    return () => {
      current = false
    }
  }, [wanted])
  const data = wanted !== null && fetched?.date === wanted ? fetched.data : initial
  const dateFailed = wanted !== null && failedDate === wanted && fetched?.date !== wanted
  const loadingDate = wanted !== null && fetched?.date !== wanted && !dateFailed

  // The URL follows the calculation (replace: the back button leaves the page, not a keystroke).
  const query = useMemo(() => toQuery(input, defaults, date), [input, defaults, date])
  useEffect(() => {
    if (!readUrl) return
    const timer = window.setTimeout(() => {
      void router.replace({ pathname: router.pathname, query }, undefined, { shallow: true, scroll: false })
    }, URL_DELAY_MS)
    return () => window.clearTimeout(timer)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [query, readUrl])

  const result = useMemo(() => {
    if (!data.tariffs || !data.rate) return { problems: {} as Problems, calculation: null }
    const read = readInput(input, data.tariffs)
    if (!read.ok) return { problems: read.problems, calculation: null }
    return { problems: {} as Problems, calculation: calculate(read.input, data.tariffs, Decimal(data.rate.rubPerCny)) }
  }, [input, data])

  // One function for the page's life: the memoized fields keep their props.
  const set = useCallback((field: keyof RawInput, value: string) => setInput((current) => ({ ...current, [field]: value })), [])

  return {
    input,
    set,
    replace: setInput,
    data,
    date,
    setDate,
    loadingDate,
    dateFailed,
    problems: result.problems,
    calculation: result.calculation,
    shareUrl: () => {
      const search = new URLSearchParams(query).toString()
      return `${window.location.origin}${window.location.pathname}${search ? `?${search}` : ''}`
    },
  }
}
