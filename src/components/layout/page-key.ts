import { useRouter } from 'next/router'

/**
 * The key of a page's <main>: a new tree (and its entrance animation) for every URL, so one
 * page's state never leaks into the next. A page that writes its own state into the query as the
 * visitor works (the profit calculator) keeps its tree while only the query changes: remounting
 * would take the focus from the field being typed in.
 */
export function usePageKey(keepOnQueryChange = false): string {
  const { asPath } = useRouter()
  return asPath.split(keepOnQueryChange ? /[?#]/ : '#')[0] as string
}
