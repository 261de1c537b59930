import type { Field } from 'payload'
import { describe, expect, it } from 'vitest'

import { Users } from '@cms/collections/users/config'
import { ROLE_REQUIRED, staffRolesValidator } from '@cms/fields/validation'

type AnyField = Field & { name?: string; fields?: AnyField[]; tabs?: Array<{ fields: AnyField[] }>; defaultValue?: unknown; required?: boolean }

/** Every field of a config, nested ones (rows, collapsibles, tabs, groups, arrays) included. */
function allFields(fields: AnyField[]): AnyField[] {
  return fields.flatMap((field) => [field, ...allFields(field.fields ?? []), ...(field.tabs ?? []).flatMap((tab) => allFields(tab.fields))])
}

const rolesField = () => {
  const roles = allFields(Users.fields as AnyField[]).filter((field) => field.name === 'roles')
  expect(roles).toHaveLength(1)
  return roles[0]!
}

type Options = Parameters<typeof staffRolesValidator>[1]

/** Validate options as the server passes them: the field's own props plus the request. */
function optionsFor({ language = 'zh', user = { id: 1 } as unknown, users = 1, operation = 'create' as 'create' | 'update' } = {}) {
  const field = rolesField() as unknown as Record<string, unknown>
  return {
    ...field,
    operation,
    req: { i18n: { language }, user, t: (key: string) => key, payload: { count: async () => ({ totalDocs: users }) } },
  } as unknown as Options
}

describe('staff roles (Users collection)', () => {
  it('has no default value, so the create form preselects no role', () => {
    const roles = rolesField()
    expect('defaultValue' in roles).toBe(false)
    expect(roles.defaultValue).toBeUndefined()
  })

  it('is required: every account has at least one role', () => {
    expect(rolesField().required).toBe(true)
    expect(rolesField()).toMatchObject({ validate: staffRolesValidator })
  })

  it('refuses an account without a role with a message in the admin language', async () => {
    expect(await staffRolesValidator([], optionsFor({ language: 'zh' }))).toBe(ROLE_REQUIRED.zh)
    expect(await staffRolesValidator(undefined, optionsFor({ language: 'en' }))).toBe(ROLE_REQUIRED.en)
    expect(await staffRolesValidator(null, optionsFor({ language: 'ru', operation: 'update' }))).toBe(ROLE_REQUIRED.ru)
    // Nobody signed in but accounts exist (the local API without a user): still refused.
    expect(await staffRolesValidator([], optionsFor({ user: null, users: 3 }))).toBe(ROLE_REQUIRED.zh)
  })

  it('accepts the roles the admin picked, and only known roles', async () => {
    expect(await staffRolesValidator(['marketer'], optionsFor())).toBe(true)
    expect(await staffRolesValidator(['editor', 'marketer'], optionsFor())).toBe(true)
    expect(await staffRolesValidator(['owner'], optionsFor())).toBe('validation:invalidSelection')
  })

  it('lets the very first account through: its hook makes it an admin', async () => {
    expect(await staffRolesValidator([], optionsFor({ user: null, users: 0 }))).toBe(true)
  })
})
