/** The result of an action in place (a trial claimed, a WeChat unlinked), announced to screen readers; nothing without a message. */
export function StatusLine({ message, className }: { message: string | null | undefined; className?: string }) {
  return message ? (
    <p role="status" className={className}>
      {message}
    </p>
  ) : null
}
