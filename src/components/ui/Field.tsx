import type { InputHTMLAttributes, ReactNode, Ref, TextareaHTMLAttributes } from 'react'

import styles from './Field.module.scss'

type FrameProps = {
  id: string
  label: ReactNode
  /** Already translated; shown under the control and announced. */
  error?: ReactNode
  hint?: ReactNode
  /** At the end of the control's row (a get-code button). */
  addon?: ReactNode
  /** At the start of the control's row (a phone number's country). */
  leading?: ReactNode
  className?: string
}

/** The control's aria wiring: invalid when there is an error, described by the error and the hint. */
function described(id: string, error: ReactNode, hint: ReactNode) {
  const ids = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ')
  return { 'aria-invalid': error ? true : undefined, 'aria-describedby': ids || undefined }
}

function Frame({ id, label, error, hint, addon, leading, className, children }: FrameProps & { children: ReactNode }) {
  return (
    <div className={className ? `${styles.field} ${className}` : styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div className={styles.control} data-invalid={error ? true : undefined}>
        {leading}
        {children}
        {addon}
      </div>
      {hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  )
}

type InputProps = FrameProps & { ref?: Ref<HTMLInputElement> } & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'>

/** A labelled input whose error and hint are tied to it (aria-invalid, aria-describedby). */
export function Field({ id, label, error, hint, addon, leading, className, ref, ...input }: InputProps) {
  return (
    <Frame id={id} label={label} error={error} hint={hint} addon={addon} leading={leading} className={className}>
      <input ref={ref} id={id} className={styles.input} {...described(id, error, hint)} {...input} />
    </Frame>
  )
}

type TextAreaProps = FrameProps & { ref?: Ref<HTMLTextAreaElement> } & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'className'>

/** A labelled text area, wired like Field. */
export function TextArea({ id, label, error, hint, addon, className, ref, ...textArea }: TextAreaProps) {
  return (
    <Frame id={id} label={label} error={error} hint={hint} addon={addon} className={className}>
      <textarea ref={ref} id={id} className={styles.input} {...described(id, error, hint)} {...textArea} />
    </Frame>
  )
}
