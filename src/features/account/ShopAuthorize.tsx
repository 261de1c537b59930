import { useTranslation } from 'next-i18next/pages'
import { type FormEvent, useId, useRef, useState } from 'react'

import { buttonClass } from '@/components/ui/Button'
import { check, Field, FormSubmit } from '@/features/auth/fields'
import { useFieldErrors, useSubmitState } from '@/features/auth/form-kit'
import * as api from '@/features/auth/api'
import { apiKeySchema, clientIdSchema, shopNameSchema } from '@/lib/shops/validation'
import { showToast } from '@/lib/toast'

import styles from './Account.module.scss'
import { ReadPending, useSellerRead } from './reads'

const readShops = async () => (await api.listShops()).data

/**
 * /moreShopAuthorize for a signed-in seller: the Ozon shops connected to the account (Client-Id,
 * the key's last four characters, whether Ozon confirmed it) and the form to connect another.
 */
export function ShopAuthorize() {
  const { t } = useTranslation('account')
  const { data: loaded, error: readError, isLoading, mutate } = useSellerRead('user-shop/list', readShops)
  // After a change: read again in place (the list stays on screen).
  const reload = () => void mutate()

  const remove = async (shop: api.SellerShop) => {
    if (!window.confirm(t('shops.confirmDelete', { clientId: shop.clientId }))) return
    try {
      const answer = await api.deleteShop(shop.id)
      showToast('success', answer.message || t('shops.deleted'))
    } catch (error) {
      showToast('error', api.apiFailure(error).message ?? t('requestFailed'))
    }
    reload()
  }

  if (!loaded) return <ReadPending failed={Boolean(readError) && !isLoading} onRetry={reload} />
  return (
    <>
      <section className={styles.card} aria-labelledby="shops-list" data-testid="shop-list">
        <h2 id="shops-list">{t('shops.listTitle', { count: loaded.list.length, max: loaded.max })}</h2>
        {loaded.list.length === 0 ? (
          <p>{t('shops.none')}</p>
        ) : (
          <ul className={styles.shops}>
            {loaded.list.map((shop) => (
              <li key={shop.id} data-testid="shop">
                <div>
                  <strong>{shop.name || shop.companyName || t('shops.unnamed')}</strong>
                  <span className={styles.hint}>
                    {' '}
                    Client-Id {shop.clientId} · {t('shops.apiKey')} <code>{shop.apiKey}</code>
                  </span>
                  <span className={styles.shopStatus} data-status={shop.checkStatus}>
                    {shop.checkStatus === 'verified' ? t('shops.verified') : t('shops.unchecked')}
                  </span>
                </div>
                <button type="button" className={buttonClass({ variant: 'secondary' })} onClick={() => void remove(shop)}>
                  {t('shops.delete')}
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>
      {loaded.list.length < loaded.max ? <AddShop onAdded={reload} /> : <p className={styles.note}>{t('shops.full', { max: loaded.max })}</p>}
    </>
  )
}

function AddShop({ onAdded }: { onAdded(): void }) {
  const { t } = useTranslation('account')
  const id = useId()
  const [clientId, setClientId] = useState('')
  const [apiKey, setApiKey] = useState('')
  const [name, setName] = useState('')
  const clientIdRef = useRef<HTMLInputElement>(null)
  const apiKeyRef = useRef<HTMLInputElement>(null)
  const nameRef = useRef<HTMLInputElement>(null)
  const { errors, edit, show } = useFieldErrors<'clientId' | 'apiKey' | 'name'>()
  const { busy, formError, run } = useSubmitState()

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (busy) return
    const parsed = { clientId: check(clientIdSchema, clientId), apiKey: check(apiKeySchema, apiKey), name: check(shopNameSchema, name) }
    show({ clientId: parsed.clientId.error, apiKey: parsed.apiKey.error, name: parsed.name.error }, { clientId: clientIdRef, apiKey: apiKeyRef, name: nameRef })
    if (parsed.clientId.error !== null || parsed.apiKey.error !== null || parsed.name.error !== null) return
    const input = { clientId: parsed.clientId.value, apiKey: parsed.apiKey.value, name: name.trim() || undefined }
    void run(async () => {
      const answer = await api.authorizeShop(input)
      showToast('success', answer.message || t('shops.saved'))
      // The key is not kept in the page once it is saved.
      setClientId('')
      setApiKey('')
      setName('')
      onAdded()
    })
  }

  return (
    <section className={styles.card} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('shops.addTitle')}</h2>
      <p className={styles.hint}>{t('shops.addHint')}</p>
      <form onSubmit={submit} noValidate className={styles.shopForm}>
        <Field id={`${id}-client`} label="Client-Id" value={clientId} onChange={edit('clientId', setClientId)} error={errors.clientId} inputRef={clientIdRef} inputMode="numeric" autoComplete="off" maxLength={20} placeholder="123456" />
        <Field id={`${id}-key`} label={t('shops.apiKey')} value={apiKey} onChange={edit('apiKey', setApiKey)} error={errors.apiKey} inputRef={apiKeyRef} type="password" autoComplete="off" maxLength={60} placeholder="xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx" />
        <Field id={`${id}-name`} label={t('shops.name')} value={name} onChange={edit('name', setName)} error={errors.name} inputRef={nameRef} maxLength={60} placeholder={t('shops.namePlaceholder')} />
        <FormSubmit busy={busy} error={formError} label={t('shops.add')} />
      </form>
    </section>
  )
}
