import { useTranslation } from 'next-i18next/pages'

import { ContentPage } from '@/components/content/ContentPage'
import type { ContentPageProps } from '@/server/pages/content-props'
import type { LessonListData } from '@/server/pages/lessons'

import { LessonGrid } from './LessonGrid'

/** `/lesson`: every published course. */
export function LessonListPage(props: ContentPageProps<LessonListData>) {
  const { t } = useTranslation('content')
  return (
    <ContentPage
      page={props}
      crumbs={[{ label: t('college.title'), href: '/business-college' }, { label: t('lessons.title') }]}
      seo={{ title: t('lessons.title'), description: t('lessons.subtitle') }}
      heading={{ title: t('lessons.title'), subtitle: t('lessons.subtitle') }}
    >
      <LessonGrid lessons={props.data.lessons} headingLevel={2} />
    </ContentPage>
  )
}
