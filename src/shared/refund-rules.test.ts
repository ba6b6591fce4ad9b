import { describe, expect, it } from 'vitest';
import { REFUND_MESSAGES, bankDetailsProblem, maskAccountNumber, normaliseBankDetails } from './refund-rules';

const good = { accountHolder: ' Asha  Verma ', accountNumber: '1234 5678 9012', confirmAccountNumber: '123456789012', ifsc: 'sbin0001234' };

describe('bank details for a cash on delivery refund', () => {
  it('accepts good details, normalised', () => {
    const details = normaliseBankDetails(good);
    expect(details).toEqual({ accountHolder: 'Asha Verma', accountNumber: '123456789012', confirmAccountNumber: '123456789012', ifsc: 'SBIN0001234' });
    expect(bankDetailsProblem(details)).toBeNull();
  });

  it.each([
    ['SBIN1001234', 'a fifth character that is not zero'],
    ['SBI00001234', 'three letters for the bank'],
    ['SBIN000123', 'ten characters'],
    ['SBIN00012345', 'twelve characters'],
    ['SBIN0_01234', 'a character that is neither letter nor digit'],
  ])('refuses the IFSC %s (%s)', (ifsc) => {
    expect(bankDetailsProblem(normaliseBankDetails({ ...good, ifsc }))).toBe(REFUND_MESSAGES.ifscInvalid);
  });

  it('names the first problem: holder, number, the two numbers differing', () => {
    expect(bankDetailsProblem(normaliseBankDetails({ ...good, accountHolder: '  ' }))).toBe(REFUND_MESSAGES.holderRequired);
    expect(bankDetailsProblem(normaliseBankDetails({ ...good, accountNumber: '12345678', confirmAccountNumber: '12345678' }))).toBe(REFUND_MESSAGES.accountNumberInvalid);
    expect(bankDetailsProblem(normaliseBankDetails({ ...good, confirmAccountNumber: '123456789013' }))).toBe(REFUND_MESSAGES.accountNumbersDiffer);
  });

  it('masks all but the last four digits', () => {
    expect(maskAccountNumber('123456789012')).toBe('XXXX9012');
  });
});
