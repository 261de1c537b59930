import { colorLogoBar, colorPrimary, colorTextInverse } from '@/styles/colors'

/** The brand mark: a rising bar chart. */
export function Logo() {
  return (
    <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill={colorPrimary} />
      <rect x="7" y="17" width="4" height="8" rx="1" fill={colorTextInverse} />
      <rect x="14" y="12" width="4" height="13" rx="1" fill={colorTextInverse} />
      <rect x="21" y="7" width="4" height="18" rx="1" fill={colorLogoBar} />
    </svg>
  )
}
