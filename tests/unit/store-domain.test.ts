import { isLocalDomain, pickPrimaryDomain, storeOrigin } from '@/lib/primary-domain';

describe("a store's primary domain", () => {
  it('prefers a name to an address and to bare localhost, then the shortest', () => {
    expect(pickPrimaryDomain(['localhost', '127.0.0.1', 'demo.localhost'])).toBe('demo.localhost');
    expect(pickPrimaryDomain(['www.fjord.example.com', 'fjord.example.com'])).toBe('fjord.example.com');
    expect(pickPrimaryDomain(['Shop.Example.com'])).toBe('shop.example.com');
    expect(pickPrimaryDomain(['10.0.0.1', 'localhost'])).toBe('localhost');
    expect(pickPrimaryDomain([])).toBeNull();
  });

  it('serves a real domain over https, and a local one over http on the web’s own port', () => {
    expect(storeOrigin('fjord.example.com', 'http://localhost:3000')).toBe('https://fjord.example.com');
    expect(storeOrigin('demo.localhost', 'http://localhost:3100')).toBe('http://demo.localhost:3100');
    expect(storeOrigin('demo.localhost')).toBe('http://demo.localhost');
    expect(isLocalDomain('127.0.0.1')).toBe(true);
    expect(isLocalDomain('example.com')).toBe(false);
  });
});
