import { useTranslation } from 'next-i18next/pages'
import { type ChangeEvent, type FormEvent, useEffect, useId, useState } from 'react'

import { Modal } from '@/components/dialog/Modal'
import { buttonClass } from '@/components/ui/Button'
import { Field, TextArea } from '@/components/ui/Field'
import { MAX_IMAGE_BYTES, POST_LIMITS } from '@/lib/community/limits'
import { showToast } from '@/lib/toast'

import * as api from './api'
import styles from './Community.module.scss'

export type QuestionDraft = { id?: number; title: string; content: string; categoryId: number | null; images: Array<{ id: number; url: string }> }

const MAX_IMAGES = POST_LIMITS.images

/**
 * Ask a question, or edit one's own pending question (title, details, category, up to three
 * images). Loaded when a seller opens it. A refusal is shown in the dialog and nothing typed is lost.
 */
export default function QuestionDialog({ draft, onClose, onSaved }: { draft?: QuestionDraft; onClose: () => void; onSaved?: (saved: api.Saved) => void }) {
  const { t } = useTranslation('content')
  const titleId = useId()
  const fieldId = useId()
  const [title, setTitle] = useState(draft?.title ?? '')
  const [content, setContent] = useState(draft?.content ?? '')
  const [categoryId, setCategoryId] = useState<number | null>(draft?.categoryId ?? null)
  const [images, setImages] = useState(draft?.images ?? [])
  const [categories, setCategories] = useState<api.Category[]>([])
  const [uploading, setUploading] = useState(false)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)

  useEffect(() => {
    let current = true
    api.categories().then(
      (result) => current && setCategories(result.data),
      () => current && setError(t('community.loadFailed')),
    )
    return () => {
      current = false
    }
  }, [t])

  const addImages = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])].slice(0, MAX_IMAGES - images.length)
    event.target.value = ''
    setError(null)
    setUploading(true)
    try {
      for (const file of files) {
        if (file.size > MAX_IMAGE_BYTES) {
          setError(t('community.imageTooLarge'))
          continue
        }
        const uploaded = await api.uploadImage(file)
        setImages((list) => [...list, uploaded].slice(0, MAX_IMAGES))
      }
    } catch (failure) {
      setError(api.failureMessage(failure, t('community.loadFailed')))
    } finally {
      setUploading(false)
    }
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (busy || uploading) return
    setBusy(true)
    setError(null)
    try {
      const result = await api.saveQuestion({ id: draft?.id, title, content, categoryId: categoryId ?? undefined, images: images.map((image) => image.id) })
      showToast('success', result.message)
      onSaved?.(result.data)
      onClose()
    } catch (failure) {
      setError(api.failureMessage(failure, t('community.loadFailed')))
    } finally {
      setBusy(false)
    }
  }

  return (
    <Modal labelledBy={titleId} onClose={onClose} closeLabel={t('community.cancel')} size="wide" testId="question-dialog">
      <form className={styles.dialog} onSubmit={submit} noValidate>
        <h2 id={titleId}>{draft?.id ? t('community.editQuestion') : t('community.askTitle')}</h2>
        <Field
          id={`${fieldId}-title`}
          label={t('community.titleLabel')}
          className={styles.field}
          name="title"
          value={title}
          maxLength={POST_LIMITS.title.max}
          placeholder={t('community.titlePlaceholder')}
          onChange={(event) => setTitle(event.target.value)}
          required
        />
        <TextArea
          id={`${fieldId}-body`}
          label={t('community.bodyLabel')}
          className={styles.field}
          name="content"
          value={content}
          maxLength={POST_LIMITS.question.max}
          rows={6}
          placeholder={t('community.bodyPlaceholder')}
          onChange={(event) => setContent(event.target.value)}
        />
        <label htmlFor={`${fieldId}-category`} className={styles.label}>
          {t('community.categoryLabel')}
        </label>
        <select id={`${fieldId}-category`} name="categoryId" value={categoryId ?? ''} onChange={(event) => setCategoryId(event.target.value ? Number(event.target.value) : null)}>
          <option value="">{t('community.categoryNone')}</option>
          {categories.map((category) => (
            <option key={category.id} value={category.id}>
              {category.name}
            </option>
          ))}
        </select>
        <p className={styles.label} id={`${fieldId}-images`}>
          {t('community.imagesLabel')}
        </p>
        <ul className={styles.thumbs} aria-labelledby={`${fieldId}-images`}>
          {images.map((image) => (
            <li key={image.id}>
              {/* eslint-disable-next-line @next/next/no-img-element -- the seller's own upload, private to them */}
              <img src={image.url} alt="" width={72} height={72} />
              <button type="button" className={styles.textButton} onClick={() => setImages((list) => list.filter((item) => item.id !== image.id))}>
                {t('community.removeImage')}
              </button>
            </li>
          ))}
          {images.length < MAX_IMAGES ? (
            <li>
              <label className={styles.addImage}>
                {uploading ? t('community.uploading') : t('community.addImage')}
                <input type="file" accept="image/png,image/jpeg,image/webp,image/gif" multiple onChange={addImages} disabled={uploading} data-testid="question-images" />
              </label>
            </li>
          ) : null}
        </ul>
        {error ? (
          <p role="alert" className={styles.error}>
            {error}
          </p>
        ) : null}
        <p className={styles.note}>{t('community.reviewNote')}</p>
        <div className={styles.formActions}>
          <button type="button" className={buttonClass({ variant: 'secondary' })} onClick={onClose}>
            {t('community.cancel')}
          </button>
          <button type="submit" className={buttonClass()} disabled={busy || uploading}>
            {busy ? t('community.submitting') : draft?.id ? t('community.save') : t('community.submit')}
          </button>
        </div>
      </form>
    </Modal>
  )
}
