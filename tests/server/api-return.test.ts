import pino from 'pino';
import { TAGS } from '@/lib/tags';
import type { Config } from '@/server/src/config';
import { announceApiUp } from '@/server/src/services/platform/revalidate';
import { startRevalidationListener } from './support/revalidation-listener';

const SECRET = 'revalidate-secret-for-tests-0123456789';

it('tells the web it is back, so pages rendered from a backup while it was away expire at once', async () => {
  const listener = await startRevalidationListener(SECRET);
  try {
    await announceApiUp(
      { WEB_URL: listener.url, REVALIDATE_SECRET: SECRET } as Config,
      pino({ level: 'silent' }),
    );
    expect(listener.received).toEqual([[TAGS.fallback()]]);
  } finally {
    await listener.close();
  }
});

it('starts anyway when the web is not there', async () => {
  await expect(
    announceApiUp(
      { WEB_URL: 'http://127.0.0.1:9', REVALIDATE_SECRET: SECRET } as Config,
      pino({ level: 'silent' }),
    ),
  ).resolves.toBeUndefined();
});
