import { durationFromInput, minimumMonths, monthsLabel, pricingSummary } from './pricing';

describe('booking duration', () => {
  it('keeps whole months at or above the minimum', () => {
    expect(durationFromInput('6', 3)).toBe(6);
    expect(durationFromInput(4, 3)).toBe(4);
    expect(durationFromInput('2.7', 1)).toBe(2);
  });

  it('forces the duration up to the room minimum', () => {
    expect(durationFromInput('1', 3)).toBe(3);
    expect(durationFromInput('0', 1)).toBe(1);
    expect(durationFromInput('-4', 2)).toBe(2);
  });

  it('falls back to the minimum when empty or not a number', () => {
    expect(durationFromInput('', 3)).toBe(3);
    expect(durationFromInput('  ', 1)).toBe(1);
    expect(durationFromInput('abc', 2)).toBe(2);
  });

  it('takes the room minimum, or 1 when it is unset or below 1', () => {
    expect(minimumMonths({ minimumBookingMonths: 3 })).toBe(3);
    expect(minimumMonths({ minimumBookingMonths: 0 })).toBe(1);
    expect(minimumMonths({ minimumBookingMonths: null })).toBe(1);
  });

  it('says month or months', () => {
    expect(monthsLabel(1)).toBe('1 month');
    expect(monthsLabel(3)).toBe('3 months');
  });
});

describe('pricing summary', () => {
  it('multiplies the rate by the months and adds the deposit', () => {
    expect(pricingSummary('1500.00', '500.00', 3)).toEqual({
      rateLine: '$1,500 × 3 months',
      monthlyTotal: '$4,500',
      deposit: '$500',
      total: '$5,000',
    });
  });

  it('adds cents exactly (no float error) and keeps thousands separators', () => {
    expect(pricingSummary('0.10', '0.20', 1)).toMatchObject({ rateLine: '$0.10 × 1 month', total: '$0.30' });
    expect(pricingSummary('333333.33', '1000000.01', 12)).toMatchObject({ monthlyTotal: '$3,999,999.96', total: '$4,999,999.97' });
  });

  it('is not set when the rate or the deposit is missing', () => {
    expect(pricingSummary(null, '500.00', 3)).toBeNull();
    expect(pricingSummary('1500.00', null, 3)).toBeNull();
    expect(pricingSummary('', '', 3)).toBeNull();
  });

  it('treats a zero deposit as set', () => {
    expect(pricingSummary('100.00', '0.00', 2)).toMatchObject({ deposit: '$0', total: '$200' });
  });
});
