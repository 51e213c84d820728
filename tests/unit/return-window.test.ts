import { isWithdrawalCountry, returnDateText, returnWindowClosed, returnWindowEndsOn } from '@/lib/returns';

describe('the return window', () => {
  it('ends the given number of days after the day of delivery, and closes once that day is over', () => {
    const delivered = new Date('2026-10-29T22:30:00Z');
    expect(returnWindowEndsOn(delivered, 14)).toBe('2026-11-12');
    expect(returnWindowClosed('2026-11-12', new Date('2026-11-12T23:59:59Z'))).toBe(false);
    expect(returnWindowClosed('2026-11-12', new Date('2026-11-13T00:00:00Z'))).toBe(true);
    expect(returnWindowEndsOn(delivered, 0)).toBe('2026-10-29');
  });

  it('words its date as people read it', () => {
    expect(returnDateText('2026-11-12')).toBe('November 12, 2026');
  });

  it('gives the right of withdrawal to orders going to the EU and the EEA only', () => {
    for (const country of ['DE', 'fr', 'IE', 'NO', 'IS', 'LI'])
      expect(isWithdrawalCountry(country)).toBe(true);
    for (const country of ['US', 'GB', 'CH', '', null, undefined])
      expect(isWithdrawalCountry(country)).toBe(false);
  });
});
