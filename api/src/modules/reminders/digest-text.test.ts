import { digestText, digestTotals } from './digest-text';

const facts = {
  overdue: [
    { what: 'deposit' as const, memberName: 'Ann', about: 'Boardroom', amountMinor: 20000, since: '2031-05-01' },
    {
      what: 'dues' as const,
      memberName: 'Bob',
      about: 'Standard, Apr 1, 2031 – Apr 30, 2031',
      dues: { planName: 'Standard', periodStart: '2031-04-01', periodEnd: '2031-04-30' },
      amountMinor: 5050,
      since: '2031-04-01',
    },
  ],
  endingSoon: [{ memberName: 'Cy', roomName: 'Loft', lastDay: '2031-05-31' }],
  lapsed: [{ memberName: 'Bob', owedSince: '2031-04-01', owedMinor: 5050 }],
};

describe('the weekly digest', () => {
  it('leads with the totals, then each section', () => {
    expect(digestTotals(facts, 'USD')).toEqual(['Overdue: 2 items, $250.50 in total', 'Ending soon: 1 booking', 'Lapsed: 1 member, owing $50.50']);
    expect(digestText(facts, 'USD')).toBe(
      [
        'Overdue: 2 items, $250.50 in total\nEnding soon: 1 booking\nLapsed: 1 member, owing $50.50',
        'Overdue\n- Ann: Deposit for Boardroom, $200, asked on May 1, 2031\n- Bob: Membership dues: Standard, Apr 1, 2031 – Apr 30, 2031, $50.50, asked on Apr 1, 2031',
        'Ending soon\n- Cy: Loft, last day May 31, 2031',
        'Lapsed members\n- Bob: owes $50.50 since Apr 1, 2031',
      ].join('\n\n'),
    );
  });

  it('says so when there is nothing to report (a quiet week still sends it)', () => {
    const text = digestText({ overdue: [], endingSoon: [], lapsed: [] }, 'EUR');
    expect(text).toContain('Overdue: 0 items, €0 in total');
    expect(text).toContain('Nothing is overdue.');
    expect(text).toContain('No booking ends in the next 30 days.');
    expect(text).toContain('No member has lapsed.');
  });

  // Intl writes German money with a no-break space before the sign.
  it("is written in the admin's language: words, plurals, days and money", () => {
    expect(digestText(facts, 'EUR', 'de')).toBe(
      [
        'Überfällig: 2 Posten, insgesamt 250,50\u00a0€\nEndet bald: 1 Buchung\nSäumig: 1 Mitglied, schuldet 50,50\u00a0€',
        'Überfällig\n- Ann: Anzahlung für Boardroom, 200\u00a0€, angefordert am 1. Mai 2031\n' +
          '- Bob: Mitgliedsbeitrag: Standard, 1. Apr. 2031 – 30. Apr. 2031, 50,50\u00a0€, angefordert am 1. Apr. 2031',
        'Endet bald\n- Cy: Loft, letzter Tag 31. Mai 2031',
        'Säumige Mitglieder\n- Bob: schuldet 50,50\u00a0€ seit 1. Apr. 2031',
      ].join('\n\n'),
    );
    expect(digestText({ overdue: [], endingSoon: [], lapsed: [] }, 'EUR', 'de')).toContain('Nichts ist überfällig.');
  });
});
