'use client'

import { useRouter } from 'next/navigation'
import { type FormEvent, useState } from 'react'

import type { Locale } from '@/lib/i18n/locales'

export type TariffImportText = Record<
  'title' | 'help' | 'commissions' | 'carriers' | 'effectiveFrom' | 'name' | 'submit' | 'sending' | 'done' | 'open' | 'problems' | 'failed',
  string
>

type Result = { kind: 'done'; url: string; notes: string[] } | { kind: 'problems'; problems: string[] } | { kind: 'failed'; status: number }

const label = { display: 'flex', flexDirection: 'column', gap: '4px' } as const

/** The form of TariffImport: posts the files to the import endpoint and shows the draft or the problems. */
export function TariffImportForm({ text, language, defaultDate }: { text: TariffImportText; language: Locale; defaultDate: string }) {
  const router = useRouter()
  const [sending, setSending] = useState(false)
  const [result, setResult] = useState<Result | null>(null)

/** What the picker offers: Ozon's tables as CSV or as an Excel workbook. */
const TABLE_FILES = '.csv,text/csv,.xlsx,.xlsm,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    form.set('language', language)
    setSending(true)
    setResult(null)
    try {
      const response = await fetch('/cms-api/tariff-versions/import', { method: 'POST', body: form, credentials: 'same-origin' })
      const body = (await response.json().catch(() => ({}))) as { url?: string; notes?: string[]; problems?: string[]; errors?: Array<{ message: string }> }
      if (response.status === 201 && body.url) {
        setResult({ kind: 'done', url: body.url, notes: body.notes ?? [] })
        // The list below is the server's: read again, it shows the new draft.
        router.refresh()
      }
      else if (body.problems?.length || body.errors?.length) setResult({ kind: 'problems', problems: body.problems ?? body.errors!.map((error) => error.message) })
      else setResult({ kind: 'failed', status: response.status })
    } catch {
      setResult({ kind: 'failed', status: 0 })
    } finally {
      setSending(false)
    }
  }

  return (
    <details style={{ marginBottom: '24px' }} data-testid="tariff-import">
      <summary style={{ cursor: 'pointer', fontWeight: 600 }}>{text.title}</summary>
      <p style={{ maxWidth: '72ch' }}>{text.help}</p>
      <form onSubmit={submit} style={{ display: 'flex', flexWrap: 'wrap', gap: '16px', alignItems: 'flex-end' }}>
        <label style={label}>
          {text.commissions}
          <input type="file" name="commissions" accept={TABLE_FILES} />
        </label>
        <label style={label}>
          {text.carriers}
          <input type="file" name="carriers" accept={TABLE_FILES} />
        </label>
        <label style={label}>
          {text.effectiveFrom}
          <input type="date" name="effectiveFrom" defaultValue={defaultDate} required />
        </label>
        <label style={label}>
          {text.name}
          <input type="text" name="title" maxLength={120} required />
        </label>
        <button type="submit" className="btn btn--style-primary btn--size-small" disabled={sending} style={{ margin: 0 }}>
          {sending ? text.sending : text.submit}
        </button>
      </form>
      {result?.kind === 'done' ? (
        <div role="status" style={{ marginTop: '16px' }}>
          <p>
            {text.done} <a href={result.url}>{text.open}</a>
          </p>
          <ul>
            {result.notes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {result?.kind === 'problems' ? (
        <div role="alert" style={{ marginTop: '16px', color: 'var(--theme-error-500)' }}>
          <p>{text.problems}</p>
          <ul>
            {result.problems.map((problem, index) => (
              <li key={index}>{problem}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {result?.kind === 'failed' ? (
        <p role="alert" style={{ marginTop: '16px', color: 'var(--theme-error-500)' }}>
          {text.failed.replace('{{status}}', String(result.status))}
        </p>
      ) : null}
    </details>
  )
}
