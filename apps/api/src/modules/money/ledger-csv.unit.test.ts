import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csvText, nairaNumber } from './ledger-csv';

describe('CSV cells', () => {
  it.each([
    ['=SUM(A1:A9)', `"'=SUM(A1:A9)"`],
    ['+234 801', `"'+234 801"`],
    ['-2+3', `"'-2+3"`],
    ['@cmd', `"'@cmd"`],
    ['\tTab', `"'\tTab"`],
    ['Say "hi", then go', '"Say ""hi"", then go"'],
    ['Mama Put ₦', '"Mama Put ₦"'],
  ])('%j is written as %s', (text, cell) => {
    expect(csvText(text)).toBe(cell);
  });

  it('naira are plain numbers to the kobo', () => {
    expect([nairaNumber(0), nairaNumber(5), nairaNumber(123_450), nairaNumber(-100_005), nairaNumber(3_657_500)]).toEqual([
      '0.00',
      '0.05',
      '1234.50',
      '-1000.05',
      '36575.00',
    ]);
  });

  it('any kobo amount is written to the kobo: two decimals, and read back as the same integer', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e13, max: 1e13 }), (kobo) => {
        const text = nairaNumber(kobo);
        expect(text).toMatch(/^-?\d+\.\d{2}$/);
        const [whole = '', fraction = ''] = text.replace('-', '').split('.');
        expect((kobo < 0 ? -1 : 1) * (Number(whole) * 100 + Number(fraction))).toBe(kobo);
      }),
    );
  });
});
