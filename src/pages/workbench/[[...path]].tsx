import { workbenchRedirect } from '@/server/pages/workbench-redirect'

/** `/workbench/...` on this site: redirected to the workbench, or to login / account here. */
export const getServerSideProps = workbenchRedirect

export default function WorkbenchRedirect() {
  return null
}
