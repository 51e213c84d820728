import { PRODUCT_LOAD_BACKOFF_CAP_MS, PRODUCT_LOAD_RETRIES } from '../constants/catalog';

/** A failure worth another try: a timeout, a network error or a 5xx. */
export class RetryableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'RetryableError';
  }
}

/** The wait before retry number `retry` (1-based): 1 s, 2 s, 4 s… capped at 5 s. */
export function retryDelayMs(retry: number): number {
  return Math.min(1000 * 2 ** (retry - 1), PRODUCT_LOAD_BACKOFF_CAP_MS);
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Runs `task`, retrying retryable failures up to `retries` times with the delays above. */
export async function withRetries<T>(
  task: () => Promise<T>,
  {
    retries = PRODUCT_LOAD_RETRIES,
    wait = sleep,
  }: { retries?: number; wait?: (ms: number) => Promise<void> } = {},
): Promise<T> {
  for (let retry = 0; ; retry += 1) {
    try {
      return await task();
    } catch (error) {
      if (!(error instanceof RetryableError) || retry >= retries) throw error;
      await wait(retryDelayMs(retry + 1));
    }
  }
}
