/**
 * Spec section 2: "/post/:id? (any path containing /post)". `/post/:id` is the page
 * (src/pages/post/[id].tsx: course and release notes; other articles redirect to their own page).
 * A path that has `/post/:id` in it anywhere else (`/foo/post/12`, `/en/a/b/post/12`,
 * `/post/12/comments`) redirects (308) to that page; a bare `/post` (no id) or `…/post` goes to the college home, where
 * the course and release notes are listed. The site's services, the CMS and Next's files are never
 * touched. The top bar is solid on all of them (only home, about and the language homes start
 * transparent). Next applies these under /en and /ru too.
 */
const NOT_SERVICES = '(?!api/|cms-api/|admin/|_next/)'

export const POST_LIST_PATH = '/business-college'

export const POST_REDIRECTS = [
  { source: '/post', destination: POST_LIST_PATH, permanent: true },
  { source: '/post/:id/:rest(.+)', destination: '/post/:id', permanent: true },
  { source: `/:prefix(${NOT_SERVICES}.+)/post/:id/:rest(.+)`, destination: '/post/:id', permanent: true },
  { source: `/:prefix(${NOT_SERVICES}.+)/post/:id`, destination: '/post/:id', permanent: true },
  { source: `/:prefix(${NOT_SERVICES}.+)/post`, destination: POST_LIST_PATH, permanent: true },
]
