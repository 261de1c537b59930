import type { ButtonHTMLAttributes } from 'react'

import styles from './Button.module.scss'

export type ButtonVariant = 'primary' | 'secondary' | 'link'

export type ButtonLook = {
  variant?: ButtonVariant
  /** 36 px high, 14 px text (the header's). */
  small?: boolean
  /** Round ends (the lottery and the mobile site). */
  pill?: boolean
  /** The full width of its container. */
  block?: boolean
  /** The feature's own layout (margins, width). */
  className?: string
}

/** The button classes, for a link that looks like a button. */
export function buttonClass({ variant = 'primary', small, pill, block, className }: ButtonLook = {}): string {
  return [styles.button, styles[variant], small && styles.small, pill && styles.pill, block && styles.block, className].filter(Boolean).join(' ')
}

type Props = ButtonLook & Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className'>

/** A <button> (type="button" unless told): primary, secondary or link-like. */
export function Button({ variant, small, pill, block, className, type = 'button', ...button }: Props) {
  return <button type={type} className={buttonClass({ variant, small, pill, block, className })} {...button} />
}
