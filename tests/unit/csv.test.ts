import { describe, expect, it } from 'vitest'

import { csvCell, CsvNumber, toCsv } from '@/lib/csv'

describe('CSV export', () => {
  it('quotes what needs quoting and doubles quotes', () => {
    expect(csvCell('plain')).toBe('plain')
    expect(csvCell('a,b')).toBe('"a,b"')
    expect(csvCell('say "hi"')).toBe('"say ""hi"""')
    expect(csvCell('two\nlines')).toBe('"two\nlines"')
    expect(csvCell(null)).toBe('')
    expect(csvCell(42)).toBe('42')
    expect(csvCell(new Date('2026-11-24T10:00:00Z'))).toBe('2026-11-24T10:00:00.000Z')
  })

  it('defuses cells a spreadsheet would run as formulas', () => {
    expect(csvCell('=HYPERLINK("http://evil")')).toBe('"\'=HYPERLINK(""http://evil"")"')
    expect(csvCell('+7 999')).toBe("'+7 999")
    expect(csvCell('@cmd')).toBe("'@cmd")
    expect(csvCell(-5)).toBe('-5')
  })

  it('writes an exact decimal as a number, a negative one too, and takes nothing else as one', () => {
    expect(csvCell(new CsvNumber('-374.08'))).toBe('-374.08')
    expect(csvCell(new CsvNumber('100000000.01'))).toBe('100000000.01')
    expect(() => new CsvNumber('=1+1')).toThrow()
    expect(() => new CsvNumber('-374,08')).toThrow()
  })

  it('writes a UTF-8 byte order mark, a header and CRLF lines', () => {
    expect(toCsv(['id', 'target'], [[1, 'Дом и Уют'], [2, '家居']])).toBe('\uFEFFid,target\r\n1,Дом и Уют\r\n2,家居\r\n')
  })
})
