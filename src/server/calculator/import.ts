/**
 * Ozon's tariff tables → a tariff version's fields (docs/operations.md, "Calculator tariffs:
 * importing Ozon's tables"). Two tables, each a CSV file (UTF-8, with or without a BOM; `;` as
 * Excel in Russia saves it, or `,`, or tabs, told apart by the header row):
 *
 * - commissions, as Ozon publishes them: one row per category, its Russian name (and optionally
 *   our code), then one column per scheme and price band named like `FBO до 100 руб.`,
 *   `FBS свыше 100 до 300 руб.`, `rFBS свыше 10000 руб.`. The bands come from the headers and must
 *   be the same for every scheme. Cells: `12%`, `12,5`, `12.5`, or fractions (`0.125`): a column
 *   is read as fractions only when none of its cells has a % sign, all are ≤ 1 and at least one
 *   has a fractional part (a column of 0s and 1s stays percentages: 1 % is likelier than 100 %).
 *   A category with every cell of a scheme empty is not sold under that scheme.
 * - partner carriers: one row per carrier and service level, the columns in CARRIER_COLUMNS
 *   (Russian or English headers). Weights name their unit in the header (г/g or кг/kg).
 *
 * Every problem is reported at once, by line and column, in zh, en and ru (the admin speaks the
 * editor's language); nothing is half-imported. Either table may also be an Excel workbook
 * (XLSX): its first sheet is read as the CSV would be (`withSheet`, before parsing), numbers as
 * Excel stored them (a cell formatted 12 % holds 0.12: a fraction, as above). Old binary XLS and
 * ODS files are refused with "save as XLSX or CSV UTF-8".
 */
import { CsvError, parse as parseCsv } from 'csv-parse/sync'
import { unzipSync } from 'fflate'
import { readSheet } from 'read-excel-file/node'

import { SCHEMES, SERVICE_LEVELS, type Currency, type Scheme, type ServiceLevel } from '@/lib/calculator/types'
import { codePattern } from '@/lib/code-text'
import type { Locale } from '@/lib/i18n/locales'
import { isStorableText } from '@/lib/text/storable'
import { l, type Text } from '@cms/i18n/text'

export const MAX_FILE_BYTES = 5 * 1024 * 1024
export const MAX_ROWS = 5000
/** Enough to fix a systematic mistake without a wall of text. */
const MAX_PROBLEMS = 50
/** Ozon's tables sometimes have a title row or two above the header. */
const HEADER_SEARCH_ROWS = 10
// The collection's limits (cms/collections/tariff-versions/config.ts).
const MAX_BANDS = 12
const MAX_CATEGORIES = 2000
const MAX_CARRIERS = 300
/** Wider than any tariff table (Ozon's commissions: a name, a type, 3 schemes × a few bands). */
const MAX_SHEET_COLUMNS = 100

export type TableKind = 'commissions' | 'carriers'
/**
 * A file as uploaded; an XLSX file also what `withSheet` read of its first sheet: the cells as
 * text, or why it was not read (a problem), or null when it is unreadable.
 */
export type TableFile = { name: string; bytes: Uint8Array; sheet?: { rows: string[][]; dates: CellRef[] } | { refused: Text } | null }
type CellRef = { line: number; column: number }
export type Problem = { file?: TableKind; line?: number; column?: string; message: Text }
export type Parsed<T> = { ok: true; data: T; notes: Text[] } | { ok: false; problems: Problem[] }

type Row = { line: number; cells: string[] }
/** `fromSheet`: read from a workbook, whose percentage formats are lost (0.12 and 12 look alike). */
type Table = { kind: TableKind; rows: Row[]; fromSheet?: boolean }

// ---------------------------------------------------------------------------------------------
// Messages

const FILE_LABEL: Record<TableKind, Text> = {
  commissions: l('Commissions', '佣金表', 'Комиссии'),
  carriers: l('Carriers', '物流商费率表', 'Перевозчики'),
}

const M = {
  fileTooBig: (mb: string) => l(`The file is ${mb} MB; at most 5 MB are accepted.`, `文件大小为 ${mb} MB，最大只接受 5 MB。`, `Файл весит ${mb} МБ; принимается не больше 5 МБ.`),
  oldSpreadsheet: l(
    'Old Excel (XLS) and OpenDocument (ODS) files are not read: save the table as "Excel workbook (XLSX)" or "CSV UTF-8" and import that file.',
    '不支持旧版 Excel（XLS）和 OpenDocument（ODS）文件：请将表格另存为“Excel 工作簿（XLSX）”或“CSV UTF-8”，再导入该文件。',
    'Старые файлы Excel (XLS) и OpenDocument (ODS) не читаются: сохраните таблицу как «Книга Excel (XLSX)» или «CSV UTF-8» и загрузите этот файл.',
  ),
  badSpreadsheet: l(
    'This Excel file cannot be read (damaged, or not really XLSX): open it in Excel, save it again as XLSX or "CSV UTF-8" and import that file.',
    '无法读取该 Excel 文件（已损坏或并非真正的 XLSX）：请在 Excel 中打开，重新另存为 XLSX 或“CSV UTF-8”，再导入该文件。',
    'Этот файл Excel не читается (повреждён или это не XLSX): откройте его в Excel, сохраните заново как XLSX или «CSV UTF-8» и загрузите этот файл.',
  ),
  notUtf8: l(
    'The file is not UTF-8 text: save it as "CSV UTF-8" (Excel: "Save as" → "CSV UTF-8").',
    '文件不是 UTF-8 文本：请另存为“CSV UTF-8”（Excel：“另存为”→“CSV UTF-8”）。',
    'Файл не в кодировке UTF-8: сохраните его как «CSV UTF-8» (Excel: «Сохранить как» → «CSV UTF-8»).',
  ),
  surrogate: l(
    'The file contains a broken character (a lone UTF-16 surrogate) that cannot be stored: retype or delete it.',
    '文件包含无法保存的损坏字符（孤立的 UTF-16 代理项）：请重新输入或删除。',
    'В файле есть испорченный символ (одиночный суррогат UTF-16), его нельзя сохранить: перепечатайте или удалите его.',
  ),
  nul: l(
    'The file contains a NUL character (code 0), which cannot be stored: is it really a CSV file?',
    '文件包含 NUL 字符（代码 0），无法保存：这真的是 CSV 文件吗？',
    'В файле есть символ NUL (код 0), его нельзя сохранить: это точно CSV-файл?',
  ),
  unclosedQuote: l(
    'A cell opens a quote (") and never closes it: close it, or delete the quote.',
    '某个单元格以引号（"）开头但没有闭合：请补上闭合引号或删除该引号。',
    'Ячейка открывает кавычку (") и не закрывает её: закройте её или удалите.',
  ),
  badCsv: (code: string) => l(`Not readable as CSV (${code}).`, `无法按 CSV 读取（${code}）。`, `Не читается как CSV (${code}).`),
  empty: l('The file has no rows.', '文件中没有数据行。', 'В файле нет строк.'),
  sheetTooLarge: l(
    `A sheet of this workbook is larger than a tariff table (more than ${MAX_SHEET_COLUMNS} columns, ${MAX_ROWS} rows or 20 MB): keep the table alone on the first sheet.`,
    `该工作簿中有工作表超出资费表的规模（超过 ${MAX_SHEET_COLUMNS} 列、${MAX_ROWS} 行或 20 MB）：请将表格单独放在第一个工作表中。`,
    `Лист этой книги больше таблицы тарифов (больше ${MAX_SHEET_COLUMNS} столбцов, ${MAX_ROWS} строк или 20 МБ): оставьте таблицу одну на первом листе.`,
  ),
  dateCell: l(
    'Excel turned this cell into a date: format the column as Text and type the value again (for example 10-15).',
    'Excel 将此单元格转换成了日期：请将该列设置为“文本”格式后重新输入（例如 10-15）。',
    'Excel превратил эту ячейку в дату: задайте столбцу формат «Текст» и введите значение заново (например, 10-15).',
  ),
  mixedPercents: l(
    'This column mixes cells formatted as percentages (0.12 shown as 12%) with plain numbers (12): give the whole column one format.',
    '该列混用了百分比格式（0.12 显示为 12%）和普通数字（12）：请为整列设置同一种格式。',
    'В этом столбце смешаны ячейки в процентном формате (0,12 видно как 12%) и обычные числа (12): задайте всему столбцу один формат.',
  ),
  tooManyRows: (rows: number) =>
    l(`The file has ${rows} rows; at most ${MAX_ROWS} are accepted.`, `文件有 ${rows} 行，最多只接受 ${MAX_ROWS} 行。`, `В файле ${rows} строк; принимается не больше ${MAX_ROWS}.`),
  tooManyProblems: l('More problems follow; fix these first.', '还有更多问题，请先修正以上问题。', 'Есть и другие ошибки; сначала исправьте эти.'),

  noCommissionHeader: l(
    'No header row with columns per scheme and price band (like "FBO до 100 руб.") in the first 10 rows.',
    '前 10 行中没有按模式和价格区间命名的表头（例如“FBO до 100 руб.”）。',
    'В первых 10 строках нет заголовка со столбцами по схемам и ценовым диапазонам (вида «FBO до 100 руб.»).',
  ),
  noCategoryColumn: l(
    'No category column: name it "Категория" (or "Category").',
    '没有类目列：请将其命名为“Категория”（或“Category”）。',
    'Нет столбца категории: назовите его «Категория» (или «Category»).',
  ),
  badBandHeader: l(
    'The price band is not understood: write it like "до 100 руб.", "свыше 100 до 300 руб." or "свыше 10000 руб.".',
    '无法识别价格区间：请写成“до 100 руб.”、“свыше 100 до 300 руб.”或“свыше 10000 руб.”的形式。',
    'Ценовой диапазон не распознан: пишите «до 100 руб.», «свыше 100 до 300 руб.» или «свыше 10000 руб.».',
  ),
  duplicateColumn: l('This column repeats an earlier one.', '该列与前面的列重复。', 'Этот столбец повторяет один из предыдущих.'),
  bandsBroken: (scheme: string, found: string) =>
    l(
      `${scheme}: the price bands must run from 0 without gaps or overlaps and end with an open band ("свыше N руб."); found: ${found}.`,
      `${scheme}：价格区间必须从 0 开始、连续且不重叠，并以开放区间（“свыше N руб.”）结束；实际为：${found}。`,
      `${scheme}: ценовые диапазоны должны идти от 0 без пропусков и наложений и заканчиваться открытым («свыше N руб.»); найдено: ${found}.`,
    ),
  bandsDiffer: (found: string) =>
    l(
      `The price bands differ between schemes (${found}): the calculator uses one set of bands for every scheme.`,
      `各模式的价格区间不一致（${found}）：计算器对所有模式使用同一组价格区间。`,
      `Ценовые диапазоны различаются по схемам (${found}): калькулятор использует одни диапазоны для всех схем.`,
    ),
  tooManyBands: l(`More than ${MAX_BANDS} price bands.`, `价格区间超过 ${MAX_BANDS} 个。`, `Ценовых диапазонов больше ${MAX_BANDS}.`),
  noCategoryName: l('Percentages without a category name.', '有百分比但没有类目名称。', 'Есть проценты, но нет названия категории.'),
  longName: l('The category name is longer than 160 characters.', '类目名称超过 160 个字符。', 'Название категории длиннее 160 символов.'),
  badCode: l('A code is letters, digits, _ or - (up to 60).', '代码只能包含字母、数字、_ 或 -（最多 60 个）。', 'Код — это буквы, цифры, _ или - (до 60).'),
  duplicateCategory: (line: number) =>
    l(`The same category as on line ${line}.`, `与第 ${line} 行的类目重复。`, `Та же категория, что в строке ${line}.`),
  tooManyCategories: l(`More than ${MAX_CATEGORIES} categories.`, `类目超过 ${MAX_CATEGORIES} 个。`, `Категорий больше ${MAX_CATEGORIES}.`),
  missingPercent: l(
    'Empty, while other bands of this scheme have a percentage: fill in every band, or none if the category is not sold under the scheme.',
    '为空，而该模式的其他区间有百分比：请填写所有区间；若该类目不支持此模式，则全部留空。',
    'Пусто, хотя в других диапазонах этой схемы процент есть: заполните все диапазоны или ни одного, если категория не продаётся по этой схеме.',
  ),
  badPercent: l('Not a percentage (like 12%, 12,5 or 0.125).', '不是百分比（例如 12%、12,5 或 0.125）。', 'Не процент (например, 12%, 12,5 или 0.125).'),
  percentRange: l('A percentage from 0 to 100 with at most 2 decimals.', '百分比应在 0 到 100 之间，最多两位小数。', 'Процент от 0 до 100, не больше 2 знаков после запятой.'),

  noCarrierHeader: l(
    'No header row with a carrier column ("Перевозчик" or "Carrier") in the first 10 rows.',
    '前 10 行中没有包含物流商列（“Перевозчик”或“Carrier”）的表头。',
    'В первых 10 строках нет заголовка со столбцом «Перевозчик» (или «Carrier»).',
  ),
  missingColumns: (names: string) => l(`Required columns are missing: ${names}.`, `缺少必需的列：${names}。`, `Нет обязательных столбцов: ${names}.`),
  weightUnit: l(
    'Say the unit in the header: (г) or (кг), (g) or (kg).',
    '请在表头中注明单位：(г) 或 (кг)，(g) 或 (kg)。',
    'Укажите единицу в заголовке: (г) или (кг), (g) или (kg).',
  ),
  required: l('Required.', '必填。', 'Обязательное поле.'),
  badCarrier: l(
    'A carrier is Latin letters, digits, _ or - (up to 40; spaces become -).',
    '物流商只能包含拉丁字母、数字、_ 或 -（最多 40 个；空格会变成 -）。',
    'Перевозчик — латинские буквы, цифры, _ или - (до 40; пробелы станут -).',
  ),
  badLevel: l(
    'One of: Extra Small, Budget, Small, Big, Premium Small, Premium Big, Express.',
    '应为以下之一：Extra Small、Budget、Small、Big、Premium Small、Premium Big、Express。',
    'Одно из: Extra Small, Budget, Small, Big, Premium Small, Premium Big, Express.',
  ),
  badSchemes: l('FBO, FBS or rFBS, several separated by commas.', '应为 FBO、FBS 或 rFBS，多个用逗号分隔。', 'FBO, FBS или rFBS, несколько — через запятую.'),
  badCurrency: l('CNY or RUB.', '应为 CNY 或 RUB。', 'CNY или RUB.'),
  badNumber: (min: number, max: number, decimals: number) =>
    decimals
      ? l(`A number from ${min} to ${max}, at most ${decimals} decimals.`, `应为 ${min} 到 ${max} 之间的数字，最多 ${decimals} 位小数。`, `Число от ${min} до ${max}, не больше ${decimals} знаков после запятой.`)
      : l(`A whole number from ${min} to ${max}.`, `应为 ${min} 到 ${max} 之间的整数。`, `Целое число от ${min} до ${max}.`),
  badGrams: (min: number, max: number) =>
    l(`A whole number of grams from ${min} to ${max}.`, `应为 ${min} 到 ${max} 之间的整数克数。`, `Целое число граммов от ${min} до ${max}.`),
  minAboveMax: l('The minimum is above the maximum.', '最小值大于最大值。', 'Минимум больше максимума.'),
  longDays: l('At most 20 characters (like 10-15).', '最多 20 个字符（例如 10-15）。', 'Не больше 20 символов (например, 10-15).'),
  duplicateCarrier: (line: number) =>
    l(`The same carrier and service level as on line ${line}.`, `与第 ${line} 行的物流商和服务等级重复。`, `Тот же перевозчик и уровень сервиса, что в строке ${line}.`),
  tooManyCarriers: l(`More than ${MAX_CARRIERS} carrier rates.`, `物流费率超过 ${MAX_CARRIERS} 条。`, `Тарифов перевозчиков больше ${MAX_CARRIERS}.`),

  ignoredColumns: (names: string) => l(`Columns ignored (not understood): ${names}.`, `已忽略无法识别的列：${names}。`, `Пропущены нераспознанные столбцы: ${names}.`),
  newCategories: (names: string) =>
    l(
      `New categories (their names are in Russian in every language until translated): ${names}.`,
      `新类目（翻译之前各语言均显示俄文名称）：${names}。`,
      `Новые категории (пока не переведены, во всех языках русское название): ${names}.`,
    ),
  droppedCategories: (names: string) =>
    l(`Categories of the previous version not in the table (left out): ${names}.`, `上一版本中有、但表中没有的类目（已移除）：${names}。`, `Категории прошлой версии, которых нет в таблице (убраны): ${names}.`),
  skippedRows: (lines: string) =>
    l(`Categories without any percentage skipped (lines ${lines}).`, `已跳过没有任何百分比的类目（第 ${lines} 行）。`, `Пропущены категории без процентов (строки ${lines}).`),
}

const LOCATION = {
  line: (line: number) => l(`line ${line}`, `第 ${line} 行`, `строка ${line}`),
  column: (column: string) => l(`column ${column}`, `${column} 列`, `столбец ${column}`),
}

/** "Commissions, line 5, column C «FBO до 100 руб.»: …" in the editor's language. */
export function describeProblem(problem: Problem, locale: Locale): string {
  const where = [
    problem.file ? FILE_LABEL[problem.file][locale] : null,
    problem.line ? LOCATION.line(problem.line)[locale] : null,
    problem.column ? LOCATION.column(problem.column)[locale] : null,
  ].filter(Boolean)
  const separator = locale === 'zh' ? '，' : ', '
  const colon = locale === 'zh' ? '：' : ': '
  return where.length ? `${where.join(separator)}${colon}${problem.message[locale]}` : problem.message[locale]
}

/** A short list for a note: the first few, then "…". */
const listOf = (items: string[], max = 20) => (items.length > max ? `${items.slice(0, max).join(', ')}, …` : items.join(', '))

// ---------------------------------------------------------------------------------------------
// Reading a CSV file

/** Excel's column letter of a 0-based index: 0 → A, 26 → AA. */
function columnLetter(index: number): string {
  let letters = ''
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters
  return letters
}

const columnRef = (index: number, header: string) => (header ? `${columnLetter(index)} «${header}»` : columnLetter(index))

/** A zip (XLSX, and ODS, which is a zip too). */
const isZip = (bytes: Uint8Array) => bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04
/** An OLE compound file: old Excel (XLS). */
const isOle = (bytes: Uint8Array) => bytes[0] === 0xd0 && bytes[1] === 0xcf && bytes[2] === 0x11 && bytes[3] === 0xe0

const isOldSpreadsheet = (file: TableFile) => /\.(xls|xlsb|ods)$/i.test(file.name) || isOle(file.bytes)
const isWorkbook = (file: TableFile) => !isOldSpreadsheet(file) && (/\.(xlsx|xlsm)$/i.test(file.name) || isZip(file.bytes))

/**
 * A number as Excel stored it, to 15 significant digits (what Excel itself shows): older Excel
 * writes 0.105 as 0.10500000000000001.
 */
export function excelNumber(text: string): string {
  const value = Number(text)
  return Number.isFinite(value) ? String(Number(value.toPrecision(15))) : text
}

/** What one sheet's XML may take unpacked (a 5000-row table is a few MB). */
const MAX_SHEET_XML_BYTES = 20 * 1024 * 1024

/** Excel's column letters → a 0-based index: A → 0, AA → 26. */
function columnIndex(letters: string): number {
  let index = 0
  for (const letter of letters) index = index * 26 + (letter.charCodeAt(0) - 64)
  return index - 1
}

/**
 * Whether every sheet fits a tariff table, checked before the reader expands it: the reader pads
 * every row to the widest one and fills every gap, so two cells (A1 and XFD5000) in a 3 KB file
 * would become 80 million. Sizes come from the zip's directory; the sheets' cell references from
 * their XML (unpacked only when their declared size is within bounds).
 */
function sheetsFit(bytes: Uint8Array): boolean {
  let fits = true
  const sheets = unzipSync(bytes, {
    filter: (entry) => {
      if (!/^xl\/worksheets\/[^/]+\.xml$/.test(entry.name)) return false
      if (entry.originalSize > MAX_SHEET_XML_BYTES) fits = false
      return fits
    },
  })
  if (!fits) return false
  for (const xml of Object.values(sheets)) {
    if (xml.length > MAX_SHEET_XML_BYTES) return false
    for (const match of new TextDecoder().decode(xml).matchAll(/<c\b[^>]*?\br="([A-Z]{1,3})(\d{1,7})"/g)) {
      if (columnIndex(match[1]!) >= MAX_SHEET_COLUMNS || Number(match[2]) > MAX_ROWS + HEADER_SEARCH_ROWS) return false
    }
  }
  return true
}

/** The file, with its first sheet's cells when it is an Excel workbook (the parsers are synchronous). */
export async function withSheet(file: TableFile): Promise<TableFile> {
  if (!isWorkbook(file) || file.bytes.length > MAX_FILE_BYTES) return file
  try {
    if (!sheetsFit(file.bytes)) return { ...file, sheet: { refused: M.sheetTooLarge } }
    const read = await readSheet(Buffer.from(file.bytes), { parseNumber: excelNumber, trim: false })
    const dates: CellRef[] = []
    const rows = read.map((row, line) =>
      row.map((cell, column) => {
        // No tariff cell is a date: one is a value Excel converted on typing ("10-15" → 15 Oct).
        if (cell instanceof Date) dates.push({ line: line + 1, column })
        return cell === null || cell === undefined ? '' : String(cell)
      }),
    )
    return { ...file, sheet: { rows, dates } }
  } catch {
    // Damaged, encrypted, or a zip that is not a workbook: said as such by readTable.
    return { ...file, sheet: null }
  }
}

/** Line (1-based) of a byte offset. */
function lineOfByte(bytes: Uint8Array, offset: number): number {
  let line = 1
  for (let index = 0; index < offset && index < bytes.length; index++) if (bytes[index] === 0x0a) line++
  return line
}

/** A UTF-16 surrogate written as UTF-8 (ED A0..BF xx): what a broken converter leaves behind. */
function surrogateOffset(bytes: Uint8Array): number {
  for (let index = 0; index + 1 < bytes.length; index++) if (bytes[index] === 0xed && bytes[index + 1]! >= 0xa0 && bytes[index + 1]! <= 0xbf) return index
  return -1
}

/**
 * The separator of the file: the one used most on a line among the first few (the header has the
 * most cells; a title row above it may have none). Quotes are skipped: a decimal comma sits inside
 * a ";" file's cells, quoted or not, so ";" wins a tie.
 */
function detectDelimiter(text: string): string {
  let best = { delimiter: ';', count: 0 }
  for (const line of text.split(/\r?\n/, HEADER_SEARCH_ROWS + 1)) {
    const counts: Record<string, number> = { ';': 0, '\t': 0, ',': 0 }
    let quoted = false
    for (const char of line) {
      if (char === '"') quoted = !quoted
      else if (!quoted && char in counts) counts[char]!++
    }
    for (const delimiter of [';', '\t', ',']) if (counts[delimiter]! > best.count) best = { delimiter, count: counts[delimiter]! }
  }
  return best.delimiter
}

/** The file's rows (blank rows dropped, lines kept), or why it cannot be read. */
export function readTable(kind: TableKind, file: TableFile): { ok: true; table: Table } | { ok: false; problems: Problem[] } {
  const refuse = (message: Text, line?: number) => ({ ok: false as const, problems: [{ file: kind, line, message }] })
  if (file.bytes.length > MAX_FILE_BYTES) return refuse(M.fileTooBig((file.bytes.length / 1024 / 1024).toFixed(1)))
  if (isOldSpreadsheet(file)) return refuse(M.oldSpreadsheet)
  if (file.sheet !== undefined || isWorkbook(file)) {
    // A workbook not read by withSheet is a caller's mistake: refused as unreadable, never read as text.
    if (!file.sheet) return refuse(M.badSpreadsheet)
    if ('refused' in file.sheet) return refuse(file.sheet.refused)
    const date = file.sheet.dates[0]
    if (date) return { ok: false, problems: [{ file: kind, line: date.line, column: columnLetter(date.column), message: M.dateCell }] }
    const read = rowsOf(
      kind,
      file.sheet.rows.map((cells, index) => ({ line: index + 1, cells })),
    )
    return read.ok ? { ok: true, table: { ...read.table, fromSheet: true } } : read
  }
  let text: string
  try {
    // fatal: a byte sequence that is not UTF-8 is refused, never replaced with "?" (the BOM is dropped).
    text = new TextDecoder('utf-8', { fatal: true }).decode(file.bytes)
  } catch {
    const offset = surrogateOffset(file.bytes)
    return offset >= 0 ? refuse(M.surrogate, lineOfByte(file.bytes, offset)) : refuse(M.notUtf8)
  }
  return readTableText(kind, text)
}

/** Index (UTF-16) of the first surrogate without its pair. */
function loneSurrogateAt(text: string): number {
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index)
    if (code >= 0xd800 && code <= 0xdbff) {
      const next = text.charCodeAt(index + 1)
      if (next >= 0xdc00 && next <= 0xdfff) index++
      else return index
    } else if (code >= 0xdc00 && code <= 0xdfff) return index
  }
  return -1
}

/** The same from text already decoded. */
export function readTableText(kind: TableKind, text: string): { ok: true; table: Table } | { ok: false; problems: Problem[] } {
  const refuse = (message: Text, line?: number) => ({ ok: false as const, problems: [{ file: kind, line, message }] })
  if (!isStorableText(text)) {
    const nul = text.indexOf('\u0000')
    const offset = nul >= 0 ? nul : loneSurrogateAt(text)
    const line = text.slice(0, Math.max(0, offset)).split('\n').length
    return refuse(nul >= 0 ? M.nul : M.surrogate, line)
  }
  let records: Array<{ record: string[]; info: { lines: number } }>
  // The line the last whole record ended on: an unclosed quote is noticed only at the end of the file.
  let lastLine = 0
  try {
    // relax_quotes: a quote inside a cell (Обувь "Кроссовки") is a character, as a person typing it meant.
    const options = { bom: true, delimiter: detectDelimiter(text.replace(/^\uFEFF/, '')), relax_column_count: true, relax_quotes: true, info: true, skip_empty_lines: false, on_record: (record: string[], context: { lines: number }) => ((lastLine = context.lines), record) }
    records = parseCsv(text, options) as unknown as typeof records
  } catch (error) {
    if (!(error instanceof CsvError)) throw error
    if (error.code === 'CSV_QUOTE_NOT_CLOSED') return refuse(M.unclosedQuote, lastLine + 1)
    return refuse(M.badCsv(error.code), (error as CsvError & { lines?: number }).lines)
  }
  return rowsOf(
    kind,
    records.map(({ record, info }) => ({ line: info.lines, cells: record })),
  )
}

/** The table of a file's rows (a CSV's records, a sheet's rows): cells trimmed, blank rows dropped. */
function rowsOf(kind: TableKind, records: Row[]): { ok: true; table: Table } | { ok: false; problems: Problem[] } {
  const refuse = (message: Text, line?: number) => ({ ok: false as const, problems: [{ file: kind, line, message }] })
  const rows = records.map(({ line, cells }) => ({ line, cells: cells.map((cell) => cell.replace(/\u00a0/g, ' ').trim()) })).filter((row) => row.cells.some((cell) => cell !== ''))
  // A sheet's text has not been through readTableText's check.
  const unstorable = rows.find((row) => row.cells.some((cell) => !isStorableText(cell)))
  if (unstorable) return refuse(unstorable.cells.some((cell) => cell.includes('\u0000')) ? M.nul : M.surrogate, unstorable.line)
  if (!rows.length) return refuse(M.empty)
  if (rows.length > MAX_ROWS + HEADER_SEARCH_ROWS) return refuse(M.tooManyRows(rows.length))
  return { ok: true, table: { kind, rows } }
}

/** Lower case, one space, ё as е: how headers and names are compared. */
const normalize = (text: string) => text.toLowerCase().replace(/ё/g, 'е').replace(/\s+/g, ' ').trim()

/**
 * The header: the first row (of the first few) that `isHeader` accepts, else the first that
 * `mayBe` does (a title row such as "Комиссии FBO и FBS" must not pass for it); the rows after it
 * are the data.
 */
function splitHeader(table: Table, isHeader: (cells: string[]) => boolean, mayBe: (cells: string[]) => boolean): { header: string[]; headerLine: number; data: Row[] } | null {
  const first = table.rows.slice(0, HEADER_SEARCH_ROWS)
  let index = first.findIndex((row) => isHeader(row.cells))
  if (index < 0) index = first.findIndex((row) => mayBe(row.cells))
  if (index < 0) return null
  return { header: table.rows[index]!.cells, headerLine: table.rows[index]!.line, data: table.rows.slice(index + 1) }
}

/** Collects problems up to MAX_PROBLEMS (then one "more follow"). */
class Problems {
  readonly list: Problem[] = []
  private readonly kind: TableKind
  constructor(kind: TableKind) {
    this.kind = kind
  }
  add(message: Text, line?: number, column?: string) {
    if (this.list.length < MAX_PROBLEMS) this.list.push({ file: this.kind, line, column, message })
    else if (this.list.length === MAX_PROBLEMS) this.list.push({ file: this.kind, message: M.tooManyProblems })
  }
  get any() {
    return this.list.length > 0
  }
}

// ---------------------------------------------------------------------------------------------
// Numbers

/** "1 500,5" → "1500.5"; null when not a plain non-negative decimal. */
function decimalText(cell: string): string | null {
  const text = cell.replace(/[\s\u00a0\u202f]/g, '').replace(',', '.')
  return /^\d+(\.\d+)?$/.test(text) ? text : null
}

/** "12.50" → "12.5", "007" → "7". */
function canonical(decimal: string): string {
  const [whole = '0', fraction = ''] = decimal.split('.')
  const cleanWhole = whole.replace(/^0+(?=\d)/, '')
  const cleanFraction = fraction.replace(/0+$/, '')
  return cleanFraction ? `${cleanWhole}.${cleanFraction}` : cleanWhole
}

/** The decimal × 10^places, exactly (a fraction 0.125 → 12.5 %, kilograms → grams). */
function shift(decimal: string, places: number): string {
  const [whole = '0', fraction = ''] = decimal.split('.')
  const digits = whole + fraction.padEnd(places, '0')
  const point = whole.length + places
  return canonical(`${digits.slice(0, point)}.${digits.slice(point)}`)
}

const decimalsOf = (decimal: string) => decimal.split('.')[1]?.length ?? 0

// ---------------------------------------------------------------------------------------------
// Commissions

const SCHEME_NAMES: Record<string, Scheme> = { fbo: 'fbo', fbs: 'fbs', rfbs: 'rfbs', realfbs: 'rfbs' }
const SCHEME_IN_HEADER = /(?:^|[^a-z])(realfbs|rfbs|fbo|fbs)(?![a-z])/
const SCHEME_LABEL: Record<Scheme, string> = { fbo: 'FBO', fbs: 'FBS', rfbs: 'rFBS' }
// "1 500" (a space between thousands, as Russian writes it) or "1500", maybe with decimals.
const NUMBER = String.raw`(\d{1,3}(?: \d{3})+(?:[.,]\d+)?|\d+(?:[.,]\d+)?)`
// Words, not parts of words ("до" in "доставка"): no letter right before.
const LOWER = new RegExp(String.raw`(?:^|[^a-zа-я])(?:свыше|более|больше|от|over|above|from|more than|>)\s*${NUMBER}`)
const UPPER = new RegExp(String.raw`(?:^|[^a-zа-я])(?:до|по|up to|to|under|below|<=|≤|<)\s*${NUMBER}`)
const RANGE = new RegExp(String.raw`${NUMBER}\s*[-–—]\s*${NUMBER}`)

type BandColumn = { index: number; header: string; scheme: Scheme; lower: string | null; upper: string | null }

/** `FBO свыше 100 до 300 руб.` → scheme and band; null when it names no scheme, 'bad' when the band is not understood. */
function readBandHeader(header: string): Omit<BandColumn, 'index' | 'header'> | null | 'bad' {
  const text = normalize(header)
  const scheme = SCHEME_IN_HEADER.exec(text)
  if (!scheme) return null
  const rest = text.replace(scheme[1]!, ' ')
  const number = (raw: string | undefined) => (raw === undefined ? null : decimalText(raw))
  const range = RANGE.exec(rest)
  let lower = range ? number(range[1]) : number(LOWER.exec(rest)?.[1])
  const upper = range ? number(range[2]) : number(UPPER.exec(rest)?.[1])
  // A number the patterns above did not take is a band written some other way.
  const numbers = rest.match(new RegExp(NUMBER, 'g'))?.length ?? 0
  if (numbers !== [lower, upper].filter((value) => value !== null).length) return 'bad'
  if (lower !== null && Number(lower) === 0) lower = null
  if (lower !== null && upper !== null && Number(lower) >= Number(upper)) return 'bad'
  return { scheme: SCHEME_NAMES[scheme[1]!]!, lower, upper }
}

const CATEGORY_HEADER = /^(категория|категории|название категории|категория товара|category|category name|类目|类目名称)/
const CODE_HEADER = /^(код|код категории|code|category code|代码|类目代码)$/

/** The upper bounds of a scheme's bands (contiguous from 0, the last one open), or null when broken. */
function schemeBounds(columns: BandColumn[]): string[] | null {
  const sorted = [...columns].sort((a, b) => Number(a.lower ?? 0) - Number(b.lower ?? 0))
  const bounds: string[] = []
  let from = '0'
  for (const [position, column] of sorted.entries()) {
    const last = position === sorted.length - 1
    if (Number(column.lower ?? 0) !== Number(from)) return null
    if (last) return column.upper === null ? bounds : null
    if (column.upper === null) return null
    bounds.push(canonical(column.upper))
    from = column.upper
  }
  return bounds
}

export type ImportedCategory = { code: string; name: Record<Locale, string> }
export type ImportedCommissions = {
  priceBands: Array<{ upToRub: number }>
  categories: ImportedCategory[]
  commissions: Array<{ category: string; scheme: Scheme; percents: string }>
}
/** A category of the version the import starts from, its name in every language (some may be missing). */
export type KnownCategory = { code: string; name: Partial<Record<Locale, string | null>> }

const RU_TO_LATIN: Record<string, string> = {
  а: 'a', б: 'b', в: 'v', г: 'g', д: 'd', е: 'e', ё: 'e', ж: 'zh', з: 'z', и: 'i', й: 'y', к: 'k', л: 'l', м: 'm', н: 'n', о: 'o', п: 'p', р: 'r', с: 's', т: 't',
  у: 'u', ф: 'f', х: 'kh', ц: 'ts', ч: 'ch', ш: 'sh', щ: 'shch', ъ: '', ы: 'y', ь: '', э: 'e', ю: 'yu', я: 'ya',
}

/** "Товары для дома" → "tovary-dlya-doma": a code for a new category (transliterated, lower case, dashes). */
export function categoryCode(name: string): string {
  const latin = [...name.toLowerCase()].map((char) => RU_TO_LATIN[char] ?? char).join('')
  return latin
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '')
}

/** A percentage cell → "12.5", or the problem. `fractions`: the column holds 0.125-style fractions. */
function readPercent(cell: string, fractions: boolean): string | Text {
  const percentSign = cell.includes('%')
  const value = decimalText(cell.replace('%', ''))
  if (value === null) return M.badPercent
  const percent = fractions && !percentSign ? shift(value, 2) : canonical(value)
  if (Number(percent) > 100 || decimalsOf(percent) > 2) return M.percentRange
  return percent
}

/** A column with fractions (0 < x < 1) and numbers above 1: percent-formatted cells beside plain ones. */
function mixesFractions(data: Row[], index: number): boolean {
  const values = data.map((row) => decimalText(row.cells[index] ?? '')).filter((value): value is string => value !== null)
  return values.some((value) => Number(value) > 0 && Number(value) < 1) && values.some((value) => Number(value) > 1)
}

/** Fractions only when no cell has a % sign, every one is ≤ 1 and one at least has a fractional part. */
function isFractionColumn(data: Row[], index: number): boolean {
  let fractional = false
  for (const row of data) {
    const cell = row.cells[index] ?? ''
    if (cell === '') continue
    if (cell.includes('%')) return false
    const value = decimalText(cell)
    if (value === null) continue
    if (Number(value) > 1) return false
    if (Number(value) > 0 && Number(value) < 1) fractional = true
  }
  return fractional
}

export function parseCommissions(file: TableFile, previous: KnownCategory[]): Parsed<ImportedCommissions> {
  const read = readTable('commissions', file)
  if (!read.ok) return read
  const problems = new Problems('commissions')
  const hasBands = (cells: string[]) => cells.some((cell) => readBandHeader(cell) !== null)
  const split = splitHeader(read.table, (cells) => hasBands(cells) && cells.some((cell) => CATEGORY_HEADER.test(normalize(cell))), hasBands)
  if (!split) return { ok: false, problems: [{ file: 'commissions', message: M.noCommissionHeader }] }
  const { header, headerLine, data } = split
  if (data.length > MAX_ROWS) return { ok: false, problems: [{ file: 'commissions', message: M.tooManyRows(data.length) }] }

  // The columns: the category's name, maybe its code, and one per scheme and band.
  let nameColumn = -1
  let codeColumn = -1
  const bandColumns: BandColumn[] = []
  const ignored: string[] = []
  for (const [index, cell] of header.entries()) {
    const text = normalize(cell)
    const band = readBandHeader(cell)
    if (band === 'bad') problems.add(M.badBandHeader, headerLine, columnRef(index, cell))
    else if (band) {
      if (bandColumns.some((other) => other.scheme === band.scheme && other.lower === band.lower && other.upper === band.upper)) problems.add(M.duplicateColumn, headerLine, columnRef(index, cell))
      else bandColumns.push({ index, header: cell, ...band })
    } else if (nameColumn < 0 && CATEGORY_HEADER.test(text)) nameColumn = index
    else if (codeColumn < 0 && CODE_HEADER.test(text)) codeColumn = index
    else if (text) ignored.push(columnRef(index, cell))
  }
  if (nameColumn < 0) problems.add(M.noCategoryColumn, headerLine)

  // The bands, from the headers: contiguous per scheme, and the same for every scheme.
  const bySchemes = SCHEMES.map((scheme) => ({ scheme, columns: bandColumns.filter((column) => column.scheme === scheme).sort((a, b) => Number(a.lower ?? 0) - Number(b.lower ?? 0)) })).filter(
    (entry) => entry.columns.length > 0,
  )
  const bounds = new Map<Scheme, string[]>()
  for (const { scheme, columns } of bySchemes) {
    const found = schemeBounds(columns)
    if (found) bounds.set(scheme, found)
    else problems.add(M.bandsBroken(SCHEME_LABEL[scheme], columns.map((column) => `«${column.header}»`).join(', ')), headerLine)
  }
  const sets = [...bounds.entries()]
  const first = sets[0]?.[1] ?? []
  if (sets.some(([, other]) => other.join() !== first.join())) {
    problems.add(M.bandsDiffer(sets.map(([scheme, other]) => `${SCHEME_LABEL[scheme]}: ${other.join(', ') || '—'}`).join('; ')), headerLine)
  }
  if (first.length > MAX_BANDS) problems.add(M.tooManyBands, headerLine)
  if (problems.any) return { ok: false, problems: problems.list }

  // A workbook's percentage formats are lost: 0.12 next to 12 in one column cannot be told apart.
  if (read.table.fromSheet) {
    for (const column of bandColumns) if (mixesFractions(data, column.index)) problems.add(M.mixedPercents, headerLine, columnRef(column.index, column.header))
    if (problems.any) return { ok: false, problems: problems.list }
  }

  // The rows: categories matched to the previous version by code, else by Russian name.
  const fractions = new Map(bandColumns.map((column) => [column.index, isFractionColumn(data, column.index)]))
  const byCode = new Map(previous.map((category) => [category.code, category]))
  const byName = new Map(previous.filter((category) => category.name.ru).map((category) => [normalize(category.name.ru!), category]))
  const usedCodes = new Map<string, number>()
  const categories: ImportedCategory[] = []
  const commissions: ImportedCommissions['commissions'] = []
  const added: string[] = []
  const skipped: number[] = []
  for (const row of data) {
    const name = (row.cells[nameColumn] ?? '').trim()
    const givenCode = codeColumn >= 0 ? (row.cells[codeColumn] ?? '').trim() : ''
    const hasPercents = bandColumns.some((column) => (row.cells[column.index] ?? '') !== '')
    if (!name) {
      if (hasPercents || givenCode) problems.add(M.noCategoryName, row.line, columnRef(nameColumn, header[nameColumn]!))
      continue
    }
    if (!hasPercents) {
      // A group heading, or a category Ozon lists without rates: nothing to calculate with.
      skipped.push(row.line)
      continue
    }
    if (name.length > 160) problems.add(M.longName, row.line, columnRef(nameColumn, header[nameColumn]!))
    if (givenCode && !codePattern(60).test(givenCode)) problems.add(M.badCode, row.line, columnRef(codeColumn, header[codeColumn]!))
    const known = (givenCode ? byCode.get(givenCode) : undefined) ?? byName.get(normalize(name))
    let code = givenCode || known?.code || categoryCode(name) || 'category'
    if (!givenCode && !known) {
      // A derived code must not take another category's: "-2", "-3"…
      const base = code
      for (let suffix = 2; usedCodes.has(code) || byCode.has(code); suffix++) code = `${base.slice(0, 57)}-${suffix}`
      added.push(`${name} (${code})`)
    } else if (givenCode && !known) added.push(`${name} (${code})`)
    const earlier = usedCodes.get(code)
    if (earlier !== undefined) {
      problems.add(M.duplicateCategory(earlier), row.line, columnRef(nameColumn, header[nameColumn]!))
      continue
    }
    usedCodes.set(code, row.line)
    categories.push({ code, name: { ru: name, zh: known?.name.zh || name, en: known?.name.en || name } })

    for (const { scheme, columns } of bySchemes) {
      const cells = columns.map((column) => row.cells[column.index] ?? '')
      // Every band empty: the category is not sold under this scheme.
      if (cells.every((cell) => cell === '')) continue
      const percents: string[] = []
      for (const [position, column] of columns.entries()) {
        const cell = cells[position]!
        const percent = cell === '' ? M.missingPercent : readPercent(cell, fractions.get(column.index) ?? false)
        if (typeof percent === 'string') percents.push(percent)
        else problems.add(percent, row.line, columnRef(column.index, column.header))
      }
      if (percents.length === columns.length) commissions.push({ category: code, scheme, percents: percents.join('; ') })
    }
  }
  if (categories.length > MAX_CATEGORIES) problems.add(M.tooManyCategories)
  if (problems.any) return { ok: false, problems: problems.list }

  const notes: Text[] = []
  if (added.length) notes.push(M.newCategories(listOf(added)))
  const dropped = previous.filter((category) => !usedCodes.has(category.code)).map((category) => category.name.ru || category.code)
  if (dropped.length) notes.push(M.droppedCategories(listOf(dropped)))
  if (skipped.length) notes.push(M.skippedRows(listOf(skipped.map(String))))
  if (ignored.length) notes.push(M.ignoredColumns(listOf(ignored)))
  return { ok: true, data: { priceBands: first.map((upTo) => ({ upToRub: Number(upTo) })), categories, commissions }, notes }
}

// ---------------------------------------------------------------------------------------------
// Carriers

export type ImportedCarrier = {
  carrier: string
  level: ServiceLevel
  schemes: Scheme[]
  currency: Currency
  perParcel: number
  perStep: number
  stepGrams: number
  volumetricDivisor: number | null
  minWeightG: number | null
  maxWeightG: number | null
  maxSideCm: number | null
  maxSumCm: number | null
  minValueRub: number | null
  maxValueRub: number | null
  days: string | null
}

type CarrierField = keyof ImportedCarrier

/**
 * The accepted headers, tried in this order on the header's lower-case text (ё as е); what is in
 * brackets after it (units) does not matter except for weights. Documented in docs/operations.md.
 */
export const CARRIER_COLUMNS: Array<{ field: CarrierField; pattern: RegExp; required?: boolean }> = [
  { field: 'carrier', pattern: /^(перевозчик|служба доставки|партнер|carrier|delivery service)/, required: true },
  { field: 'level', pattern: /^(уровень|service level|level)/, required: true },
  { field: 'schemes', pattern: /^(схем[аы]|schemes?)/, required: true },
  { field: 'currency', pattern: /^(валюта|currency)/, required: true },
  { field: 'perParcel', pattern: /(за отправление|за посылку|per parcel|per shipment)/, required: true },
  { field: 'perStep', pattern: /(за шаг|per (weight )?step)/, required: true },
  { field: 'stepGrams', pattern: /^(шаг|step)/, required: true },
  { field: 'volumetricDivisor', pattern: /(делитель|divisor)/ },
  { field: 'minWeightG', pattern: /(мин\S* вес|вес от|min\S* weight|weight from)/ },
  { field: 'maxWeightG', pattern: /(макс\S* вес|вес до|max\S* weight|weight up to)/ },
  { field: 'maxSumCm', pattern: /(сумм\S* (трех )?сторон|sum of (the )?sides)/ },
  { field: 'maxSideCm', pattern: /(сторон|side)/ },
  { field: 'minValueRub', pattern: /((мин\S*|от).*ценност|ценность от|min\S* (declared )?value|value from)/ },
  { field: 'maxValueRub', pattern: /((макс\S*|до).*ценност|ценность до|max\S* (declared )?value|value up to)/ },
  { field: 'days', pattern: /^(срок|дни|дней|days|delivery (time|days))/ },
]

const CARRIER_HEADER_NAMES: Record<CarrierField, string> = {
  carrier: 'Перевозчик / Carrier',
  level: 'Уровень / Level',
  schemes: 'Схемы / Schemes',
  currency: 'Валюта / Currency',
  perParcel: 'За отправление / Per parcel',
  perStep: 'За шаг / Per step',
  stepGrams: 'Шаг (г) / Step (g)',
  volumetricDivisor: 'Делитель / Volumetric divisor',
  minWeightG: 'Мин. вес (г) / Min weight (g)',
  maxWeightG: 'Макс. вес (г) / Max weight (g)',
  maxSideCm: 'Макс. сторона (см) / Max side (cm)',
  maxSumCm: 'Сумма сторон (см) / Sum of sides (cm)',
  minValueRub: 'Мин. ценность (руб.) / Min declared value (RUB)',
  maxValueRub: 'Макс. ценность (руб.) / Max declared value (RUB)',
  days: 'Срок (дни) / Days',
}

const WEIGHT_FIELDS = new Set<CarrierField>(['stepGrams', 'minWeightG', 'maxWeightG'])

/** Grams per unit named in a weight header, or null when it names none. */
function weightUnit(header: string): 1 | 1000 | null {
  const text = normalize(header)
  const word = (unit: string) => new RegExp(`(?:^|[^a-zа-я])(?:${unit})(?:[^a-zа-я]|$)`).test(text)
  if (word('кг|kg|килограмм\\S*|kilograms?')) return 1000
  if (word('г|гр|g|грамм\\S*|grams?')) return 1
  return null
}

const LEVEL_NAMES: Record<string, ServiceLevel> = {
  ...Object.fromEntries(SERVICE_LEVELS.map((level) => [level.toLowerCase(), level])),
  extrasmall: 'extraSmall',
  сверхмалый: 'extraSmall',
  эконом: 'budget',
  малый: 'small',
  крупный: 'big',
  премиуммалый: 'premiumSmall',
  премиумкрупный: 'premiumBig',
  экспресс: 'express',
}

/** "Extra Small", "Premium Big", "Сверхмалый (Extra Small)", "extraSmall" → our code. */
function readLevel(cell: string): ServiceLevel | null {
  const squash = (text: string) => normalize(text).replace(/[\s_-]+/g, '')
  const inBrackets = /\(([^)]*)\)/.exec(cell)?.[1]
  return LEVEL_NAMES[squash(cell.replace(/\([^)]*\)/g, ''))] ?? (inBrackets ? LEVEL_NAMES[squash(inBrackets)] : undefined) ?? null
}

function readSchemes(cell: string): Scheme[] | null {
  const parts = normalize(cell).split(/[\s,;/+]+/).filter(Boolean)
  const schemes = parts.map((part) => SCHEME_NAMES[part])
  if (!parts.length || schemes.some((scheme) => !scheme)) return null
  return [...new Set(schemes as Scheme[])]
}

const CURRENCY_NAMES: Record<string, Currency> = {
  cny: 'CNY', rmb: 'CNY', '¥': 'CNY', юань: 'CNY', юани: 'CNY', yuan: 'CNY', 人民币: 'CNY', 元: 'CNY',
  rub: 'RUB', руб: 'RUB', 'руб.': 'RUB', рубль: 'RUB', рубли: 'RUB', '₽': 'RUB', rouble: 'RUB', ruble: 'RUB', 卢布: 'RUB',
}

/** A decimal cell within [min, max] with at most `decimals` decimals; 'bad' when not. */
function readNumber(cell: string, min: number, max: number, decimals: number): number | 'bad' {
  const value = decimalText(cell)
  if (value === null || decimalsOf(value) > decimals || Number(value) < min || Number(value) > max) return 'bad'
  return Number(canonical(value))
}

export function parseCarriers(file: TableFile): Parsed<ImportedCarrier[]> {
  const read = readTable('carriers', file)
  if (!read.ok) return read
  const problems = new Problems('carriers')
  const carrierColumn = CARRIER_COLUMNS[0]!.pattern
  const hasCarrier = (cells: string[]) => cells.some((cell) => carrierColumn.test(normalize(cell)))
  const known = (cells: string[]) => cells.filter((cell) => CARRIER_COLUMNS.some((column) => column.pattern.test(normalize(cell)))).length
  const split = splitHeader(read.table, (cells) => hasCarrier(cells) && known(cells) >= 3, hasCarrier)
  if (!split) return { ok: false, problems: [{ file: 'carriers', message: M.noCarrierHeader }] }
  const { header, headerLine, data } = split
  if (data.length > MAX_ROWS) return { ok: false, problems: [{ file: 'carriers', message: M.tooManyRows(data.length) }] }

  const columns = new Map<CarrierField, { index: number; ref: string; grams: number }>()
  const ignored: string[] = []
  for (const [index, cell] of header.entries()) {
    const text = normalize(cell)
    const match = CARRIER_COLUMNS.find((column) => column.pattern.test(text))
    const ref = columnRef(index, cell)
    if (!match) {
      if (text) ignored.push(ref)
      continue
    }
    if (columns.has(match.field)) {
      problems.add(M.duplicateColumn, headerLine, ref)
      continue
    }
    const grams = WEIGHT_FIELDS.has(match.field) ? weightUnit(cell) : 1
    if (grams === null) problems.add(M.weightUnit, headerLine, ref)
    columns.set(match.field, { index, ref, grams: grams ?? 1 })
  }
  const missing = CARRIER_COLUMNS.filter((column) => column.required && !columns.has(column.field)).map((column) => `«${CARRIER_HEADER_NAMES[column.field]}»`)
  if (missing.length) problems.add(M.missingColumns(missing.join(', ')), headerLine)
  if (problems.any) return { ok: false, problems: problems.list }

  const carriers: ImportedCarrier[] = []
  const seen = new Map<string, number>()
  for (const row of data) {
    const cellOf = (field: CarrierField) => {
      const column = columns.get(field)
      return column ? (row.cells[column.index] ?? '') : ''
    }
    const fail = (field: CarrierField, message: Text) => problems.add(message, row.line, columns.get(field)?.ref)
    /** The cell read by `read`; null when empty (a required one is a problem). */
    const value = <T>(field: CarrierField, required: boolean, read: (cell: string) => T | 'bad' | null, bad: Text): T | null => {
      const cell = cellOf(field)
      if (cell === '') {
        if (required) fail(field, M.required)
        return null
      }
      const result = read(cell)
      if (result === 'bad' || result === null) {
        fail(field, bad)
        return null
      }
      return result
    }
    const grams = (field: CarrierField, min: number, max: number, required = false) =>
      value(
        field,
        required,
        (cell) => {
          const number = decimalText(cell)
          if (number === null) return 'bad'
          const inGrams = shift(number, columns.get(field)!.grams === 1000 ? 3 : 0)
          return decimalsOf(inGrams) > 0 || Number(inGrams) < min || Number(inGrams) > max ? 'bad' : Number(inGrams)
        },
        M.badGrams(min, max),
      )
    const number = (field: CarrierField, min: number, max: number, decimals: number, required = false) =>
      value(field, required, (cell) => readNumber(cell, min, max, decimals), M.badNumber(min, max, decimals))

    const before = problems.list.length
    const carrierName = value('carrier', true, (cell) => cell.replace(/\s+/g, '-'), M.badCarrier)
    if (carrierName !== null && !codePattern(40).test(carrierName)) fail('carrier', M.badCarrier)
    const rate = {
      carrier: carrierName ?? '',
      level: value('level', true, readLevel, M.badLevel),
      schemes: value('schemes', true, readSchemes, M.badSchemes),
      currency: value('currency', true, (cell) => CURRENCY_NAMES[normalize(cell)] ?? CURRENCY_NAMES[cell.trim()] ?? null, M.badCurrency),
      perParcel: number('perParcel', 0, 100_000_000, 4, true),
      perStep: number('perStep', 0, 100_000_000, 4, true),
      stepGrams: grams('stepGrams', 1, 100_000, true),
      volumetricDivisor: number('volumetricDivisor', 1000, 50_000, 0),
      minWeightG: grams('minWeightG', 0, 1_000_000),
      maxWeightG: grams('maxWeightG', 0, 1_000_000),
      maxSideCm: number('maxSideCm', 1, 1000, 0),
      maxSumCm: number('maxSumCm', 1, 3000, 0),
      minValueRub: number('minValueRub', 0, 100_000_000, 2),
      maxValueRub: number('maxValueRub', 0, 100_000_000, 2),
      days: value('days', false, (cell) => (cell.length > 20 ? 'bad' : cell.replace(/[–—]/g, '-')), M.longDays),
    }
    if (rate.minWeightG !== null && rate.maxWeightG !== null && rate.minWeightG > rate.maxWeightG) fail('minWeightG', M.minAboveMax)
    if (rate.minValueRub !== null && rate.maxValueRub !== null && rate.minValueRub > rate.maxValueRub) fail('minValueRub', M.minAboveMax)
    if (carrierName !== null && rate.level !== null) {
      const key = `${carrierName}:${rate.level}`
      const earlier = seen.get(key)
      if (earlier !== undefined) fail('carrier', M.duplicateCarrier(earlier))
      else seen.set(key, row.line)
    }
    if (problems.list.length === before) carriers.push(rate as ImportedCarrier)
  }
  if (carriers.length > MAX_CARRIERS) problems.add(M.tooManyCarriers)
  if (problems.any) return { ok: false, problems: problems.list }
  return { ok: true, data: carriers, notes: ignored.length ? [M.ignoredColumns(listOf(ignored))] : [] }
}
