import * as locks from '@/server/src/repositories/locks';

const named = (Object.entries(locks) as [string, unknown][]).filter(
  (entry): entry is [string, number] => typeof entry[1] === 'number' && entry[0] !== 'PRODUCT_SYNC_LOCK_BASE',
);

describe('advisory lock ids', () => {
  it('gives every kind of work an id of its own', () => {
    expect(named.map(([name]) => name)).toEqual(
      expect.arrayContaining([
        'ANALYTICS_RUN_LOCK',
        'BACKUP_RUN_LOCK',
        'NOTION_OUTBOX_LOCK',
        'NOTION_OUTBOX_RUN_LOCK',
        'NOTION_SYNC_LOCK',
        'RECONCILE_LOCK',
        'ROLLUP_DAY_LOCK_CLASS',
      ]),
    );
    const ids = named.map(([, id]) => id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(Number.isSafeInteger(id) && id > 0 && id < 2 ** 31).toBe(true);
  });

  it("locks a store's Notion pull under an id of the store's own, apart from every named id", () => {
    const stores = [
      'demo',
      'kodiak-clay',
      'sitka-silver',
      ...Array.from({ length: 200 }, (_, index) => `store-${index}`),
    ];
    const ids = stores.map((tenantId) => locks.productSyncLock(tenantId));
    expect(locks.productSyncLock('demo')).toBe(ids[0]);
    expect(new Set(ids).size).toBe(stores.length);
    for (const id of ids) {
      expect(Number.isSafeInteger(id)).toBe(true);
      expect(id).toBeGreaterThanOrEqual(locks.PRODUCT_SYNC_LOCK_BASE);
      expect(named.some(([, fixed]) => fixed === id)).toBe(false);
    }
  });
});
