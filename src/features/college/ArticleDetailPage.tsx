import { useTranslation } from 'next-i18next/pages'
import Image from 'next/image'
import Link from '@/components/layout/Link'

import { ContentPage } from '@/components/content/ContentPage'
import { RichText } from '@/components/content/RichText'
import { LikeButton } from '@/features/community/LikeButton'
import { formatDate } from '@/lib/content/format'
import { SECTION_ROUTES } from '@/lib/content/sections'
import { countMessage } from '@/lib/format/numbers'
import type { ArticleDetailData } from '@/server/pages/articles'
import type { ContentPageProps } from '@/server/pages/content-props'

import styles from './College.module.scss'

/** An article: title, meta, cover, body, tags, and a way back to its section. */
export function ArticleDetailPage(props: ContentPageProps<ArticleDetailData>) {
  const { locale, data, chrome } = props
  const { t } = useTranslation('content')
  const { article } = data
  const routes = SECTION_ROUTES[article.section]
  const sectionName = t(`sections.${routes.labelKey}`)
  return (
    <ContentPage
      page={props}
      crumbs={[{ label: sectionName, href: routes.list(1) }, { label: article.title }]}
      seo={{
        title: article.seo.title || article.title,
        description: article.seo.description || article.summary || chrome.settings.seoDescription,
        keywords: article.seo.keywords || article.tags.join(','),
        type: 'article',
        publishedTime: article.publishedAt,
        image: article.seo.image,
      }}
    >
      <article className={styles.article}>
        <header>
          <p className={styles.kicker}>
            <Link href={routes.list(1)}>{sectionName}</Link>
          </p>
          <h1 className={styles.articleTitle} data-testid="article-title">
            {article.title}
          </h1>
          <p className={styles.articleMeta}>
            {article.publishedAt ? <time dateTime={article.publishedAt}>{t('publishedOn', { date: formatDate(article.publishedAt, locale) })}</time> : null}
            {article.author ? <span>{t('author', { name: article.author })}</span> : null}
            <span>{t('views', countMessage(article.views, locale))}</span>
          </p>
          {article.summary ? <p className={styles.lead}>{article.summary}</p> : null}
        </header>
        {article.cover ? (
          <Image
            className={styles.articleCover}
            src={article.cover.url}
            alt={article.cover.alt}
            width={article.cover.width}
            height={article.cover.height}
            sizes="(max-width: 800px) 100vw, 760px"
            priority
          />
        ) : null}
        <div data-testid="article-body">
          <RichText data={article.body} locale={locale} />
        </div>
        {article.tags.length ? (
          <ul className={styles.tags} aria-label={t('tags')}>
            {article.tags.map((tag) => (
              <li key={tag}>{tag}</li>
            ))}
          </ul>
        ) : null}
        <p className={styles.likeLine}>
          <LikeButton targetType="article" targetId={article.id} count={data.likes} locale={locale} />
        </p>
        <p className={styles.back}>
          <Link href={routes.list(1)}>← {t('backToList', { section: sectionName })}</Link>
        </p>
      </article>
    </ContentPage>
  )
}
