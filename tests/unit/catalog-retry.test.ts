import { RetryableError, retryDelayMs, withRetries } from '@/lib/catalog/retry';

describe('withRetries', () => {
  it('waits 1 s then 2 s between tries, then gives up after 2 retries', async () => {
    const waits: number[] = [];
    const task = jest.fn().mockRejectedValue(new RetryableError('timeout'));
    await expect(withRetries(task, { wait: async (ms) => void waits.push(ms) })).rejects.toThrow('timeout');
    expect(task).toHaveBeenCalledTimes(3);
    expect(waits).toEqual([1000, 2000]);
  });

  it('does not retry an answer that will not change', async () => {
    const task = jest.fn().mockRejectedValue(new Error('404'));
    await expect(withRetries(task, { wait: async () => {} })).rejects.toThrow('404');
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('returns the first success', async () => {
    const task = jest.fn().mockRejectedValueOnce(new RetryableError('502')).mockResolvedValue('ok');
    await expect(withRetries(task, { wait: async () => {} })).resolves.toBe('ok');
  });

  it('caps the delay at 5 s', () => {
    expect(retryDelayMs(10)).toBe(5000);
  });
});
