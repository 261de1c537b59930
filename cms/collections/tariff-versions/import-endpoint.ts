import { type Endpoint, getLocalI18n, type PayloadRequest } from 'payload'

import { isLocale, toLocale, type Locale } from '@/lib/i18n/locales'
import { describeProblem, MAX_FILE_BYTES, type TableFile } from '@/server/calculator/import'
import { importTariffDraft } from '@/server/calculator/import-draft'
import { hasRole, ROLES } from '@cms/access/roles'
import { l, type Text } from '@cms/i18n/text'

/** Two tables and the form's fields; above it the request is refused before it is read. */
const MAX_BODY_BYTES = 2 * MAX_FILE_BYTES + 64 * 1024

const M = {
  signIn: l('Sign in to the admin first.', '请先登录后台。', 'Сначала войдите в админку.'),
  staffOnly: l('Only staff (admins, editors, marketers) import tariffs.', '只有员工（管理员、编辑、市场人员）可以导入资费。', 'Импортировать тарифы могут только сотрудники (администраторы, редакторы, маркетологи).'),
  tooBig: l('The files are too big: at most 5 MB each.', '文件过大：每个最多 5 MB。', 'Файлы слишком большие: не больше 5 МБ каждый.'),
  notForm: l('Send the files as a form (multipart/form-data).', '请以表单（multipart/form-data）方式发送文件。', 'Отправьте файлы формой (multipart/form-data).'),
}

const refuse = (status: number, text: Text, language: Locale) => Response.json({ errors: [{ message: text[language] }] }, { status })

async function tableFile(form: FormData, name: string): Promise<TableFile | null> {
  const value = form.get(name)
  if (!(value instanceof Blob) || value.size === 0) return null
  return { name: value instanceof File ? value.name : name, bytes: new Uint8Array(await value.arrayBuffer()) }
}

/**
 * POST /cms-api/tariff-versions/import (multipart: `commissions` and/or `carriers` CSV files,
 * `effectiveFrom` YYYY-MM-DD, `title`, optionally `language` zh/en/ru): staff only. Creates a
 * draft version (src/server/calculator/import-draft.ts) and answers 201 with its id and notes, or
 * 400 with every problem, in the admin's language (the form's `language`, else Payload's choice
 * from the admin's cookie or the browser).
 */
export const importTariffsEndpoint: Endpoint = {
  path: '/import',
  method: 'post',
  handler: async (req: PayloadRequest) => {
    let language = toLocale(req.i18n?.language)
    if (!req.user) return refuse(401, M.signIn, language)
    if (!hasRole(req.user, ...ROLES)) return refuse(403, M.staffOnly, language)
    if (Number(req.headers.get('content-length') || 0) > MAX_BODY_BYTES) return refuse(413, M.tooBig, language)
    let form: FormData
    try {
      form = await (req as unknown as Request).formData()
    } catch {
      return refuse(400, M.notForm, language)
    }
    const asked = form.get('language')
    if (isLocale(asked) && asked !== req.i18n?.language) {
      // Payload's own messages (a field it refuses) in the same language as ours.
      req.i18n = await getLocalI18n({ config: req.payload.config, language: asked })
      req.t = req.i18n.t
      language = asked
    }
    const text = (name: string) => {
      const value = form.get(name)
      return typeof value === 'string' ? value : ''
    }
    const outcome = await importTariffDraft(
      req,
      { title: text('title'), effectiveFrom: text('effectiveFrom'), commissions: await tableFile(form, 'commissions'), carriers: await tableFile(form, 'carriers') },
      { overrideAccess: false },
    )
    if (!outcome.ok) return Response.json({ problems: outcome.problems.map((problem) => describeProblem(problem, language)) }, { status: 400 })
    return Response.json({ id: outcome.id, url: `/admin/collections/tariff-versions/${outcome.id}`, notes: outcome.notes.map((note) => note[language]) }, { status: 201 })
  },
}
