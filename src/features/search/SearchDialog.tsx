import { useTranslation } from 'next-i18next/pages'
import { type FormEvent, useId, useRef, useState } from 'react'

import { Modal } from '@/components/dialog/Modal'
import { SmartLink } from '@/components/layout/SmartLink'
import { formatCount } from '@/lib/format/numbers'
import type { Locale } from '@/lib/i18n/locales'
import { reportCall, ReportCallError } from '@/features/rankings/report-client'
import { SEARCH_MAX_LENGTH, SEARCH_TYPE_KEYS, SEARCH_TYPES, type SearchType, searchQuery, searchWord, workbenchSearchHref } from '@/lib/rankings/search'
import { useHistoryStore } from '@/stores/history'

import styles from './Search.module.scss'

type Row = { goodsName?: string; mallName?: string; keyWord?: string; typeName?: string; daySales?: number; price?: number; sales?: number; heat?: number }
type Results = { state: 'idle' } | { state: 'loading'; word: string } | { state: 'failed'; word: string; message: string } | { state: 'done'; word: string; list: Row[] }

const LISTS = { 1: 'good', 2: 'mall', 4: 'hot_words' } as const

/**
 * The header's search (spec sections 3 and 4): goods, shops or hot words, searched in the
 * rankings (keyword/officialNetSearch); each search is kept at the front of its type's history (20
 * kept), which the seller can search again, trim one by one, or clear.
 */
export default function SearchDialog({ locale, workbenchBaseUrl, onClose }: { locale: Locale; workbenchBaseUrl: string; onClose(): void }) {
  const { t } = useTranslation('common')
  const id = useId()
  const inputRef = useRef<HTMLInputElement>(null)
  const [type, setType] = useState<SearchType>(4)
  const [text, setText] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [results, setResults] = useState<Results>({ state: 'idle' })
  const history = useHistoryStore((state) => state[LISTS[type]])
  const { add, remove, clear } = useHistoryStore.getState()
  const request = useRef(0)

  /** `remember`: a search the visitor made goes into the history; the same word shown under another type does not. */
  const search = async (input: string, searchType = type, remember = true) => {
    const word = searchWord(input)
    if (!word) {
      setError(t('search.wordRule', { max: SEARCH_MAX_LENGTH }))
      inputRef.current?.focus()
      return
    }
    setError(null)
    setText(word)
    if (remember) add(searchType, word)
    const current = ++request.current
    setResults({ state: 'loading', word })
    try {
      const answer = await reportCall('/keyword/officialNetSearch', searchQuery(searchType, word), locale)
      if (current === request.current) setResults({ state: 'done', word, list: answer.data.list })
    } catch (error) {
      if (current !== request.current) return
      // The service's message when it answered; offline when nothing came back.
      const message = error instanceof ReportCallError ? error.serviceMessage || t('search.failed') : t('offline')
      setResults({ state: 'failed', word, message })
    }
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    void search(text)
  }

  const switchType = (next: SearchType) => {
    setType(next)
    setResults({ state: 'idle' })
    if (searchWord(text)) void search(text, next, false)
  }

  const rowLabel = (row: Row) => row.goodsName ?? row.mallName ?? row.keyWord ?? ''
  const rowFacts = (row: Row) =>
    type === 1
      ? t('search.goodsFacts', { sales: formatCount(row.daySales, locale), price: formatCount(row.price, locale) })
      : type === 2
        ? t('search.shopFacts', { sales: formatCount(row.sales, locale) })
        : t('search.wordFacts', { heat: formatCount(row.heat, locale) })

  return (
    <Modal labelledBy={`${id}-title`} onClose={onClose} closeLabel={t('search.close')} size="wide" initialFocus={inputRef} testId="search-dialog">
      <h2 id={`${id}-title`} className={styles.title}>
        {t('search.title')}
      </h2>
      <div role="radiogroup" aria-label={t('search.typeLabel')} className={styles.types}>
        {SEARCH_TYPES.map((value) => (
          <button key={value} type="button" role="radio" aria-checked={type === value} className={styles.type} onClick={() => switchType(value)}>
            {t(`search.types.${SEARCH_TYPE_KEYS[value]}`)}
          </button>
        ))}
      </div>
      <form role="search" className={styles.form} onSubmit={submit} noValidate>
        <label htmlFor={`${id}-word`} className={styles.visuallyHidden}>
          {t(`search.placeholders.${SEARCH_TYPE_KEYS[type]}`)}
        </label>
        <input
          ref={inputRef}
          id={`${id}-word`}
          type="search"
          className={styles.input}
          value={text}
          maxLength={SEARCH_MAX_LENGTH}
          placeholder={t(`search.placeholders.${SEARCH_TYPE_KEYS[type]}`)}
          onChange={(event) => setText(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <button type="submit" className={styles.submit}>
          {t('search.submit')}
        </button>
      </form>
      {error ? (
        <p id={`${id}-error`} role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}

      {history.length ? (
        <section className={styles.history} aria-labelledby={`${id}-history`} data-testid="search-history">
          <div className={styles.historyHead}>
            <h3 id={`${id}-history`}>{t('search.history')}</h3>
            <button type="button" className={styles.link} onClick={() => clear(type)}>
              {t('search.clearHistory')}
            </button>
          </div>
          <ul>
            {history.map((word, index) => (
              <li key={word} className={styles.chip}>
                <button type="button" onClick={() => void search(word)}>
                  {word}
                </button>
                <button type="button" className={styles.remove} aria-label={t('search.removeWord', { word })} onClick={() => remove(type, index)}>
                  ×
                </button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <div aria-live="polite" data-testid="search-results">
        {results.state === 'loading' ? <p className={styles.status}>{t('search.searching')}</p> : null}
        {results.state === 'failed' ? (
          <p role="alert" className={styles.error}>
            {results.message}
          </p>
        ) : null}
        {results.state === 'done' && results.list.length === 0 ? <p className={styles.status}>{t('search.none', { word: results.word })}</p> : null}
        {results.state === 'done' && results.list.length ? (
          <ol className={styles.results}>
            {results.list.map((row, index) => (
              <li key={`${rowLabel(row)}-${index}`}>
                <SmartLink href={workbenchSearchHref(type, rowLabel(row))} workbenchBaseUrl={workbenchBaseUrl} className={styles.result} onGuestGuide={onClose}>
                  <span className={styles.resultName}>{rowLabel(row)}</span>
                  <span className={styles.resultFacts}>
                    {row.typeName ? `${row.typeName} · ` : ''}
                    {rowFacts(row)}
                  </span>
                </SmartLink>
              </li>
            ))}
          </ol>
        ) : null}
      </div>
    </Modal>
  )
}
