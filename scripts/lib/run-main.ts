/**
 * The end of every command-line script: its exit code, or 1 after printing what went wrong. An
 * expected refusal (`refusal`, e.g. a backup that cannot be restored) prints its message only,
 * after `label`; anything else prints in full (a bug to look at).
 */
export function runMain(main: () => Promise<number>, expected?: { refusal: new (...args: never[]) => Error; label: string }): void {
  // A promise nothing will ever settle lets Node end with code 0 as if all went well: a command
  // that did not finish says so and fails instead.
  let settled = false
  process.once('beforeExit', () => {
    if (settled) return
    console.error(`${expected?.label ?? 'Stopped'}: the command stopped before it finished (nothing was left to wait for).`)
    process.exit(1)
  })
  main()
    .finally(() => (settled = true))
    .then(
    (code) => process.exit(code),
    (error: unknown) => {
      if (expected && error instanceof expected.refusal) console.error(`${expected.label}: ${error.message}`)
      else console.error(error)
      process.exit(1)
    },
  )
}
