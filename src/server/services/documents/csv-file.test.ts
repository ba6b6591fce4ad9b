import { describe, expect, it } from 'vitest';
import { csvCell, csvLine, csvRupees } from './csv-file';

describe('csvCell', () => {
  it.each([
    ['=SUM(A1:A2)', `"'=SUM(A1:A2)"`],
    ['+91 98765 43210', `"'+91 98765 43210"`],
    ["-1+1+cmd|' /C calc'!A0", `"'-1+1+cmd|' /C calc'!A0"`],
    ['-1', `"'-1"`],
    ['@SUM(1)', `"'@SUM(1)"`],
    ['\t=1+1', `"'\t=1+1"`],
    ['\r=1+1', `"'\r=1+1"`],
    ['\n=1+1', `"'\n=1+1"`],
  ])('prefixes text starting with a formula character with a quote: %j', (typed, written) => {
    expect(csvCell(typed)).toBe(written);
  });

  it('quotes every text cell and doubles the quotes in it; leaves other text as typed', () => {
    expect(csvCell('Bhopal')).toBe('"Bhopal"');
    expect(csvCell('12 "Lake View", MP Nagar')).toBe('"12 ""Lake View"", MP Nagar"');
    expect(csvCell('a=1')).toBe('"a=1"');
    expect(csvCell(' =1+1')).toBe('" =1+1"');
    expect(csvCell('')).toBe('""');
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
  });

  it('writes the shop’s own figures bare, a negative amount as a number a spreadsheet sums', () => {
    expect(csvCell(2)).toBe('2');
    expect(csvCell(-3)).toBe('-3');
    expect(csvCell(csvRupees(-12345))).toBe('-123.45');
    expect(csvCell(csvRupees(100))).toBe('1.00');
    expect(csvCell(null)).toBe('');
    expect(() => csvCell(Number.NaN)).toThrow();
    expect(() => csvCell(csvRupees(Number.POSITIVE_INFINITY))).toThrow();
  });

  it('ends a line with CRLF', () => {
    expect(csvLine(['Credit note', csvRupees(-5000), 18, null])).toBe('"Credit note",-50.00,18,\r\n');
  });
});
