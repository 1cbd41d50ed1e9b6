import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csvText, nairaCell, toCsv } from './csv';

describe('CSV cells (issue 39)', () => {
  it('csv formula injection: text starting with = + - @ tab or CR is written with an apostrophe, so a spreadsheet shows it as text', () => {
    expect(csvText('=HYPERLINK("http://evil.example")')).toBe(`"'=HYPERLINK(""http://evil.example"")"`);
    expect(csvText('+2348012345678')).toBe("'+2348012345678");
    expect(csvText('-1')).toBe("'-1");
    expect(csvText('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvText('\tcmd')).toBe("'\tcmd");
    expect(csvText('Extra pepper')).toBe('Extra pepper');
  });

  it('quotes commas, quotes and line breaks, and a quoted cell reads back as written', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const cell = csvText(text);
        const inner = cell.startsWith('"') ? cell.slice(1, -1).replaceAll('""', '"') : cell;
        expect(inner).toBe(/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);
        if (/[",\r\n]/.test(text)) expect(cell.startsWith('"')).toBe(true);
      }),
    );
  });

  it('writes a UTF-8 byte-order mark, CRLF lines, and numbers (negative ones too) as numbers', () => {
    expect(
      toCsv(
        ['Name', 'Net (NGN)'],
        [
          ['Ọlá', nairaCell(-150)],
          ['Ada', nairaCell(460_050)],
        ],
      ),
    ).toBe('\uFEFFName,Net (NGN)\r\nỌlá,-1.5\r\nAda,4600.5\r\n');
  });

  it('kobo become naira exactly', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (kobo) => {
        expect(Math.round(Number(String(nairaCell(kobo))) * 100)).toBe(kobo);
      }),
    );
  });
});
