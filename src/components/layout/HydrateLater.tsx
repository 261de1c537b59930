import { Activity, type ReactNode } from 'react'

/**
 * Content that React may hydrate after the rest of the page (the top bar first). React hydrates a
 * server-rendered `<Activity>` boundary in short slices that leave the main thread free between
 * them, and at once when the visitor clicks into it (selective hydration), so one long
 * hydration task never holds up a first click.
 *
 * Activity, not Suspense: React's server renderer moves a completed Suspense boundary larger
 * than about 12 KB out of place and puts it back with an inline script, which the site's
 * Content-Security-Policy refuses (the content would stay hidden). An Activity boundary is
 * written in place as it is (tests/http/security-headers.test.ts checks the page types).
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  return <Activity mode="visible">{children}</Activity>
}
