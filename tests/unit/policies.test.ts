import { POLICY_KINDS } from '@/lib/constants/policies';
import { EMPTY_FACTS, policyTemplate } from '@/lib/policies/templates';
import { parsePolicyText, safeHref } from '@/lib/policies/text';

const facts = {
  ...EMPTY_FACTS,
  storeName: 'Fjord Ceramics',
  email: 'hi@fjord.test',
  phone: '(907) 555-0100',
  address: '1 Harbor Dr, Sitka, AK 99835, United States',
  shipping: 'local pickup and national shipping at $9.00',
  pickupAddress: '1 Harbor Dr, Sitka',
  registrations: [{ place: 'Germany', number: 'DE123456789' }],
};

describe('policy templates', () => {
  it('fill every page with the store’s own details', () => {
    expect(policyTemplate('terms', facts)).toContain('every order placed with Fjord Ceramics');
    expect(policyTemplate('terms', facts)).toContain('We offer local pickup and national shipping at $9.00.');
    expect(policyTemplate('returns', facts)).toContain('within **14 days**');
    expect(policyTemplate('returns', { ...facts, returnDays: 30 })).toContain('within **30 days**');
    expect(policyTemplate('shipping', facts)).toContain('Local pickup is at 1 Harbor Dr, Sitka.');
    expect(policyTemplate('privacy', facts)).toContain('[hi@fjord.test](mailto:hi@fjord.test)');
    expect(policyTemplate('legal', facts).split('\n\n')).toEqual([
      '**Seller:** Fjord Ceramics',
      '**Address:** 1 Harbor Dr, Sitka, AK 99835, United States',
      '**Email:** [hi@fjord.test](mailto:hi@fjord.test)',
      '**Phone:** (907) 555-0100',
      '**Tax registration (Germany):** DE123456789',
    ]);
  });

  it('say in the privacy page what is kept and why, cookies included, and how to take it away', () => {
    const privacy = policyTemplate('privacy', facts);
    for (const kept of [
      'Your account and profile',
      'Your orders and invoices',
      'The newsletter',
      'Analytics',
      'The consent cookie',
      'The sign-in cookie',
      '**Download your data**',
      '**close your account**',
    ])
      expect(privacy).toContain(kept);
    expect(privacy).toContain('nothing is kept or counted before you accept');
    expect(privacy).toContain('**Cookie settings**');
    expect(privacy).toContain('(/customer/account)');
  });

  it('leave out what the store has not given', () => {
    expect(policyTemplate('legal', EMPTY_FACTS)).toBe('**Seller:** This store');
    expect(policyTemplate('shipping', EMPTY_FACTS)).not.toContain('Local pickup is at');
    expect(policyTemplate('returns', EMPTY_FACTS)).toContain('Use the contact details on this site');
    for (const kind of POLICY_KINDS) expect(policyTemplate(kind, EMPTY_FACTS)).not.toMatch(/null|undefined/);
  });
});

describe('policy text', () => {
  it('keeps links only to the web, mail, phone or the store’s own paths', () => {
    expect(safeHref('https://a.test')).toBe('https://a.test');
    expect(safeHref('mailto:a@b.test')).toBe('mailto:a@b.test');
    expect(safeHref('/policies/terms')).toBe('/policies/terms');
    expect(safeHref('javascript:alert(1)')).toBeNull();
    expect(safeHref('//evil.test')).toBeNull();
    expect(safeHref('data:text/html,x')).toBeNull();
  });

  it('reads headings, paragraphs with their line breaks, and lists', () => {
    expect(parsePolicyText('# Title\n\nLine one\nline **two**\n\n- a\n* [b](/x)\n\nafter')).toEqual([
      { type: 'heading', level: 2, content: [{ type: 'text', text: 'Title' }] },
      {
        type: 'paragraph',
        lines: [
          [{ type: 'text', text: 'Line one' }],
          [
            { type: 'text', text: 'line ' },
            { type: 'strong', text: 'two' },
          ],
        ],
      },
      {
        type: 'list',
        items: [[{ type: 'text', text: 'a' }], [{ type: 'link', text: 'b', href: '/x' }]],
      },
      { type: 'paragraph', lines: [[{ type: 'text', text: 'after' }]] },
    ]);
    expect(parsePolicyText('[x](javascript:alert(1))')).toEqual([
      { type: 'paragraph', lines: [[{ type: 'text', text: '[x](javascript:alert(1))' }]] },
    ]);
  });
});
