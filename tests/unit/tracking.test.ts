import { CARRIERS, trackingOf, trackingUrl } from '@/lib/tracking';

describe('carrier tracking pages', () => {
  it.each([
    ['USPS', '9400 1000 0000', 'https://tools.usps.com/go/TrackConfirmAction?tLabels=940010000000'],
    ['UPS', '1Z999AA10123456784', 'https://www.ups.com/track?loc=en_US&tracknum=1Z999AA10123456784'],
    ['FedEx', '7489-1234-5678', 'https://www.fedex.com/fedextrack/?trknbr=7489-1234-5678'],
    [
      'DHL',
      '1234567890',
      'https://www.dhl.com/us-en/home/tracking/tracking-express.html?submit=1&tracking-id=1234567890',
    ],
  ] as const)('%s links the number, spaces dropped', (carrier, number, url) => {
    expect(trackingUrl(carrier, number)).toBe(url);
  });

  it('has no page for Other, and every carrier the owner may pick is listed once', () => {
    expect(trackingOf('Other', 'LOCAL-1')).toEqual({
      carrier: 'Other',
      trackingNumber: 'LOCAL-1',
      url: null,
    });
    expect(new Set(CARRIERS).size).toBe(CARRIERS.length);
    expect(CARRIERS).toEqual(['USPS', 'UPS', 'FedEx', 'DHL', 'Other']);
  });
});
