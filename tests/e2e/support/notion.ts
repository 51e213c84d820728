/**
 * A spec's api connected to a local Notion: started before the spec's tests with the integration's
 * settings, its consent screen granting a workspace whose Products database holds the rows given
 * (and the four other databases, empty); afterwards the api is started again as it was.
 */
import { test } from '@playwright/test';
import { startFakeNotion } from '../../server/support/fake-notion';
import { E2E_WEB_URL } from './ports';
import { restartApi, stopApi } from './servers';

export type FakeNotion = Awaited<ReturnType<typeof startFakeNotion>>;

type Options = {
  workspaceName: string;
  /** The properties of the Products database's rows, made once the fake is up (so they can name its addresses). */
  products: (fake: FakeNotion) => Record<string, unknown>[] | Promise<Record<string, unknown>[]>;
  /** More api settings for this spec. */
  env?: Record<string, string>;
};

/** Registers the spec's beforeAll and afterAll; the returned function gives the local Notion. */
export function withLocalNotion(options: Options): () => FakeNotion {
  let fake: FakeNotion | undefined;
  test.beforeAll(async () => {
    fake = await startFakeNotion('e2e-notion-client', 'e2e-notion-secret');
    const started = fake;
    started.consent.workspaceName = options.workspaceName;
    const rows = await options.products(started);
    started.consent.onGrant = (token) => {
      started.addDatabase(
        token,
        'Products',
        rows.map((properties) => ({ id: crypto.randomUUID(), properties })),
      );
      for (const title of ['Customers', 'Orders', 'Notifications', 'Analytics'])
        started.addDatabase(token, title);
    };
    await stopApi();
    await restartApi({
      NOTION_CLIENT_ID: 'e2e-notion-client',
      NOTION_CLIENT_SECRET: 'e2e-notion-secret',
      NOTION_API_URL: started.url,
      NOTION_REDIRECT_URI: `${E2E_WEB_URL}/notion-callback`,
      ...options.env,
    });
  });
  test.afterAll(async () => {
    await stopApi();
    await restartApi();
    await fake?.close();
  });
  return () => {
    if (!fake) throw new Error('the local Notion is not started yet');
    return fake;
  };
}
