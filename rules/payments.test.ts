import { alreadyPaidRefusal, balanceDueMinor, paymentDuePlan, refundableMinor, refundRefusal, tickedOnlineLabel } from './payments';

// The rules the web client and the demo read besides the API (the API's own paths are in modules/payments).

describe('paying a purpose again', () => {
  const paid = (status: string, refundedMinor = 0, purpose = 'deposit') => ({ purpose, status, amountMinor: 25000, refundedMinor });

  it('is refused while a payment settles or after one arrived; failed and fully refunded ones leave it open', () => {
    expect(alreadyPaidRefusal([paid('pending')], 'deposit')?.message).toBe('Your payment is being processed; nothing more to pay now');
    expect(alreadyPaidRefusal([paid('succeeded', 10000)], 'deposit')?.message).toBe('This has been paid online already; the office will confirm it shortly');
    expect(alreadyPaidRefusal([paid('SUCCEEDED')], 'deposit')?.code).toBe('CONFLICT');
    expect(alreadyPaidRefusal([paid('failed'), paid('succeeded', 25000)], 'deposit')).toBeNull();
    expect(alreadyPaidRefusal([paid('succeeded', 0, 'deposit')], 'balance')).toBeNull();
  });
});

describe('what is due online', () => {
  const requested = { status: 'accepted', depositRequestedAt: '2026-11-01', depositReceivedAt: null };
  const paid = (status: string, refundedMinor = 0) => ({ purpose: 'deposit', status, amountMinor: 25000, refundedMinor });

  it('is the requested step, settling while a payment of it settles, nothing once one arrived', () => {
    expect(paymentDuePlan({ status: 'accepted' }, [])).toBeNull();
    expect(paymentDuePlan(requested, [])).toEqual({ purpose: 'deposit', settling: false });
    expect(paymentDuePlan(requested, [paid('failed')])).toEqual({ purpose: 'deposit', settling: false });
    expect(paymentDuePlan(requested, [paid('pending')])).toEqual({ purpose: 'deposit', settling: true });
    expect(paymentDuePlan(requested, [paid('succeeded')])).toBeNull();
    expect(paymentDuePlan(requested, [paid('succeeded', 25000)])).toEqual({ purpose: 'deposit', settling: false });
    expect(paymentDuePlan({ ...requested, depositReceivedAt: '2026-11-02', fullPaymentRequestedAt: '2026-11-03' }, [paid('succeeded')])).toEqual({
      purpose: 'balance',
      settling: false,
    });
  });
});

describe('refunds', () => {
  it('hold what arrived less what went back; nothing of a payment that did not arrive', () => {
    expect(refundableMinor({ status: 'succeeded', amountMinor: 25000, refundedMinor: 10000 })).toBe(15000);
    expect(refundableMinor({ status: 'SUCCEEDED', amountMinor: 25000, refundedMinor: 25000 })).toBe(0);
    expect(refundableMinor({ status: 'pending', amountMinor: 25000, refundedMinor: 0 })).toBe(0);
    expect(refundRefusal({ status: 'succeeded', amountMinor: 25000, refundedMinor: 10000, currency: 'EUR' }, 15001, 'x')?.message).toBe(
      'At most €150 is left to refund',
    );
  });
});

describe('labels', () => {
  it('names a step ticked online by its method', () => {
    expect(tickedOnlineLabel('card')).toBe('Online payment (Card)');
    expect(tickedOnlineLabel('sepa_debit')).toBe('Online payment (SEPA Direct Debit)');
    expect(tickedOnlineLabel(null)).toBe('Online payment');
  });
});

describe('the balance due', () => {
  const invoice = { totalAmount: '2250.00', depositAmount: '250.00', monthlyAmount: '2000.00', depositPaid: false, paidInFull: false };

  it('is the total less the received steps', () => {
    expect(balanceDueMinor(invoice)).toBe(225000);
    expect(balanceDueMinor({ ...invoice, depositPaid: true })).toBe(200000);
    expect(balanceDueMinor({ ...invoice, depositPaid: true, paidInFull: true })).toBe(0);
  });
});
