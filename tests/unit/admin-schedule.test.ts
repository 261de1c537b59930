/**
 * The admin's "schedule publish" dialog (versions.drafts.schedulePublish) picks its time in a time
 * zone: it starts in admin.timezones.defaultTimezone, which must be one it offers. (Which action it
 * preselects, publish or unpublish, is decided inside Payload's PublishButton and cannot be
 * configured: docs/features.md, "Scheduling".)
 */
import type { SanitizedConfig } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

let config: SanitizedConfig

beforeAll(async () => {
  config = await (await import('@payload-config')).default
}, 60_000)

describe('scheduled publish time zone', () => {
  it('starts in a time zone the dialog offers', () => {
    const { defaultTimezone, supportedTimezones } = config.admin.timezones
    expect(defaultTimezone).toBe('Asia/Shanghai')
    expect(supportedTimezones.map((timezone) => timezone.value)).toContain(defaultTimezone)
    // The Russian editors' zone is offered too.
    expect(supportedTimezones.map((timezone) => timezone.value)).toContain('Europe/Moscow')
  })

  it('is offered where publishing can be scheduled', () => {
    const scheduled = config.collections.filter((collection) => {
      const drafts = collection.versions && typeof collection.versions === 'object' ? collection.versions.drafts : false
      return Boolean(drafts && typeof drafts === 'object' && drafts.schedulePublish)
    })
    expect(scheduled.map((collection) => collection.slug).sort()).toEqual(['articles', 'lessons', 'promotions'])
  })
})
