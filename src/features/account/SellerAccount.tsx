import dynamic from 'next/dynamic'
import { useTranslation } from 'next-i18next/pages'
import { useState } from 'react'

import { buttonClass } from '@/components/ui/Button'
import { OnDemandFallback } from '@/components/feedback/OnDemandFallback'
import { SmartLink } from '@/components/layout/SmartLink'
import Link from '@/components/layout/Link'
import * as api from '@/features/auth/api'
import { CALCULATOR_PATH } from '@/lib/calculator/paths'
import { formatLongDate } from '@/lib/format/date'
import { isSuccessCode } from '@/lib/http/client'

import styles from './Account.module.scss'
import { Feedback } from './Feedback'
import { Membership } from './Membership'
import { Profile } from './Profile'
import { ReadPending, useSellerRead } from './reads'
import { WechatBinding } from './WechatBinding'

/** The seller's community posts (issue 18), loaded with the signed-in part of the page. */
const MyPosts = dynamic(() => import('@/features/community/MyPosts'), { ssr: false, loading: OnDemandFallback })
/** The seller's saved profit calculations and their comparison. */
// Loaded after the page's own sections: the phone field and its countries come with it.
const SubAccounts = dynamic(() => import('./SubAccounts').then((module) => module.SubAccounts), { ssr: false, loading: OnDemandFallback })
const SavedCalculations = dynamic(() => import('@/features/calculator/SavedCalculations'), { ssr: false, loading: OnDemandFallback })

/** The seller and their membership; a failed call (401 logs out and reloads, in the shared client) or no seller can be retried. */
async function readAccount() {
  const [info, product] = await Promise.all([api.currentUser(), api.userProductAndPolicy()])
  if (!isSuccessCode(info.code) || !info.data?.user) throw new Error('account: no seller')
  return { user: info.data.user, acting: info.data.subAccount ?? null, product: isSuccessCode(product.code) ? (product.playLoad ?? null) : null }
}

/** The signed-in part of /account: profile, membership, WeChat, sub-accounts, shops, saved calculations, posts, feedback, log out. */
export function SellerAccount() {
  const { t, i18n } = useTranslation('account')
  const { data, error, isLoading, mutate } = useSellerRead('account', readAccount)

  if (!data) return <ReadPending failed={Boolean(error) && !isLoading} onRetry={() => void mutate()} />
  const { user, acting, product } = data
  const format = (date: Date) => formatLongDate(date, i18n.language)
  return (
    <>
      <Profile user={user} format={format} />
      {/* A trial given: read again in place (the page stays). */}
      <Membership product={product} onChange={() => void mutate()} format={format} />
      <WechatBinding />
      <SubAccounts acting={acting} />
      <section className={styles.card} aria-labelledby="account-shops">
        <h2 id="account-shops">{t('shops.title')}</h2>
        <p className={styles.hint}>{t('shops.description')}</p>
        <SmartLink href="/moreShopAuthorize" workbenchBaseUrl="" className={buttonClass()} testId="account-shops-link">
          {t('shops.manage')}
        </SmartLink>
      </section>
      <Calculations />
      <CommunityPosts />
      <Feedback />
      <LogoutButton />
    </>
  )
}

function Calculations() {
  const { t } = useTranslation('calculator')
  return (
    <section className={styles.card} aria-labelledby="saved-calculations-title" id="saved-calculations">
      <h2 id="saved-calculations-title">{t('saved.title')}</h2>
      <p className={styles.hint}>
        {t('saved.intro')}{' '}
        <Link href={CALCULATOR_PATH}>{t('saved.calculatorLink')}</Link>
      </p>
      <SavedCalculations />
    </section>
  )
}

function CommunityPosts() {
  const { t } = useTranslation('content')
  return (
    <section className={styles.card} aria-labelledby="my-posts" id="my-posts-section">
      <h2 id="my-posts">{t('community.myPosts')}</h2>
      <p className={styles.hint}>{t('community.myPostsIntro')}</p>
      <MyPosts />
    </section>
  )
}

function LogoutButton() {
  const { t } = useTranslation('account')
  const [busy, setBusy] = useState(false)
  const logOut = async () => {
    if (busy) return
    setBusy(true)
    const { logoutAndReload } = await import('@/features/auth/session')
    await logoutAndReload()
  }
  return (
    <p>
      <button type="button" className={buttonClass({ variant: 'secondary' })} onClick={() => void logOut()} data-testid="account-logout">
        {t('logout')}
      </button>
    </p>
  )
}
