/**
 * Back-office failures (back-office spec §8): the spec's sentence first, and what the server said
 * on a second line, never appended in brackets; with nothing from the server, the sentence alone.
 */
import { deleteBackup, runBackup } from '@/lib/client/backups';
import { disconnectNotion, fetchNotionStatus } from '@/lib/client/notion';
import { connectStripe, fetchStripeStatus } from '@/lib/client/payments';
import { failureWithDetail } from '@/lib/messages';

/** fetch answering every call with `status` and `body`, or failing as a lost network does. */
function answer(status: number | Error, body: unknown = null) {
  global.fetch = jest.fn(async () => {
    if (status instanceof Error) throw status;
    return { ok: status >= 200 && status < 300, status, json: async () => body };
  }) as unknown as typeof fetch;
}

const refused = { error: 'Stripe is not configured for this store', code: 'STRIPE_NOT_CONFIGURED' };

describe('back-office failures', () => {
  it('put the server’s words on a second line under the spec’s sentence', async () => {
    answer(409, refused);
    await expect(connectStripe()).resolves.toMatchObject({
      error: 'Failed to initiate Stripe connection\nStripe is not configured for this store',
    });
    await expect(fetchStripeStatus()).rejects.toThrow(
      'Failed to fetch Stripe status\nStripe is not configured for this store',
    );
    answer(502, { error: 'Notion did not answer', code: 'UPSTREAM' });
    await expect(disconnectNotion()).resolves.toMatchObject({
      error: 'Failed to disconnect from Notion\nNotion did not answer',
    });
    await expect(fetchNotionStatus()).rejects.toThrow(
      'Failed to fetch Notion connection details\nNotion did not answer',
    );
    answer(404, { error: 'Backup not found', code: 'NOT_FOUND' });
    await expect(deleteBackup('notion-backup-2026-11-01.json')).resolves.toMatchObject({
      error: 'Failed to delete backup notion-backup-2026-11-01.json\nBackup not found',
    });
  });

  it('say the sentence alone when the server gave no words, or only the sentence again', async () => {
    answer(new TypeError('Failed to fetch'));
    await expect(runBackup()).resolves.toEqual({ error: 'Failed to run backup. Please try again.' });
    answer(500, { error: 'Failed to run backup. Please try again.', code: 'INTERNAL_ERROR' });
    await expect(runBackup()).resolves.toMatchObject({ error: 'Failed to run backup. Please try again.' });
    answer(500, null);
    await expect(runBackup()).resolves.toMatchObject({ error: 'Failed to run backup. Please try again.' });
  });

  it('never bracket the detail', () => {
    expect(failureWithDetail('Failed to update theme', 'Invalid color')).toBe(
      'Failed to update theme\nInvalid color',
    );
    expect(failureWithDetail('Failed to update theme', '  ')).toBe('Failed to update theme');
    expect(failureWithDetail('Failed to update theme', undefined)).toBe('Failed to update theme');
  });
});
