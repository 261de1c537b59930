import { useRouter } from 'next/router'
import { useEffect } from 'react'

/**
 * In an editor's preview inside the admin's live-preview frame: when the admin reports an edit,
 * reload the page's props (the draft is autosaved) shortly after typing stops.
 */
export function LivePreviewRefresh() {
  const router = useRouter()
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin) return
      const type = (event.data as { type?: unknown } | null)?.type
      if (typeof type !== 'string' || !type.startsWith('payload-')) return
      clearTimeout(timer)
      timer = setTimeout(() => void router.replace(router.asPath, undefined, { scroll: false }), 1200)
    }
    window.addEventListener('message', onMessage)
    return () => {
      clearTimeout(timer)
      window.removeEventListener('message', onMessage)
    }
  }, [router])
  return null
}
