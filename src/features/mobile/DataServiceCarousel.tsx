import { useTranslation } from 'next-i18next/pages'
import { useId } from 'react'

import { SmartLink } from '@/components/layout/SmartLink'
import type { NavGroup } from '@/lib/site-chrome'

import styles from './MobileHome.module.scss'

/** Spec section 2: each slide shows 5000 ms, then moves on in 800 ms. */
export const SLIDE_SHOW_MS = 5000
export const SLIDE_MOVE_MS = 800

/**
 * The data-service carousel: one slide per data group of the header (CMS). It runs on CSS alone
 * (a keyframe track, no script, so it moves before the page's runtime loads and costs no main
 * thread); the first slide comes again at the end so the loop is seamless. It pauses while touched
 * or hovered and with its pause switch; a keyboard focus stops it and lets the strip scroll to the
 * focused link; with reduced motion it stays still and scrolls by hand.
 */
export function DataServiceCarousel({ groups, workbenchBaseUrl }: { groups: NavGroup[]; workbenchBaseUrl: string }) {
  const { t } = useTranslation('mobile')
  const pauseId = useId()
  if (!groups.length) return null
  const count = groups.length
  // One slide has nowhere to go.
  const moves = count > 1
  const cycle = count * (SLIDE_SHOW_MS + SLIDE_MOVE_MS)
  // Keyframes for `count` slides: hold, then move one slide, as shares of the whole cycle.
  const stops = Array.from({ length: count }, (_, index) => {
    const holdEnd = ((index * (SLIDE_SHOW_MS + SLIDE_MOVE_MS) + SLIDE_SHOW_MS) / cycle) * 100
    const moveEnd = (((index + 1) * (SLIDE_SHOW_MS + SLIDE_MOVE_MS)) / cycle) * 100
    return `${holdEnd.toFixed(3)}% { transform: translateX(-${index * 100}%) } ${moveEnd.toFixed(3)}% { transform: translateX(-${(index + 1) * 100}%) }`
  }).join(' ')
  const name = `data-service-${count}`
  return (
    <section className={styles.carousel} aria-roledescription="carousel" aria-label={t('home.carouselLabel')} data-testid="data-service">
      {moves ? <style>{`@keyframes ${name} { 0% { transform: translateX(0) } ${stops} }`}</style> : null}
      <h2 className={styles.sectionTitle}>{t('home.dataService')}</h2>
      <p className={styles.sectionSubtitle}>{t('home.dataServiceSubtitle')}</p>
      {moves ? (
        <>
          <input id={pauseId} type="checkbox" className={styles.pause} />
          <label htmlFor={pauseId} className={styles.pauseLabel}>
            {t('home.pause')}
          </label>
        </>
      ) : null}
      <div className={styles.viewport}>
        <ul className={styles.track} style={moves ? { animationName: name, animationDuration: `${cycle}ms` } : undefined} data-testid="data-service-track">
          {(moves ? [...groups, groups[0]!] : groups).map((group, index) => (
            <li
              key={`${group.title}-${index}`}
              className={styles.slide}
              aria-roledescription="slide"
              aria-label={index < count ? t('home.slide', { index: index + 1, total: count }) : undefined}
              aria-hidden={index === count ? true : undefined}
              inert={index === count ? true : undefined}
            >
              <h3>{group.title}</h3>
              <p>{group.description}</p>
              <ul className={styles.slideLinks}>
                {group.links.slice(0, 4).map((link) => (
                  <li key={link.href + link.label}>
                    <SmartLink href={link.href} workbenchBaseUrl={workbenchBaseUrl}>
                      {link.label}
                    </SmartLink>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
