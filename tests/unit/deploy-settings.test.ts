/**
 * The deployment files name only settings the servers read, and every one a production server
 * refuses to start without: a misspelt or forgotten name in compose.yaml would otherwise only show
 * once the images run somewhere.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { API_SETTINGS, PRODUCTION_SECRETS } from '../../server/src/config';
import { WEB_PRODUCTION_SECRETS, WEB_SETTINGS } from '../../lib/env';
import { CLUSTER_S3, CLUSTER_SHARED } from '../../scripts/lib/cluster';

type Service = { environment?: Record<string, string>; command?: string[] };
const compose = parse(fs.readFileSync(path.join(__dirname, '../../compose.yaml'), 'utf8'), {
  merge: true,
}) as { services: Record<string, Service> };

const envOf = (name: string) => compose.services[name].environment ?? {};
const apis = ['migrate', 'api-1', 'api-2'];
const webs = ['web-1', 'web-2'];

describe('compose.yaml', () => {
  test.each(apis)('%s is given only settings the api reads, its production secrets among them', (name) => {
    const names = Object.keys(envOf(name));
    expect(names.filter((setting) => !API_SETTINGS.includes(setting))).toEqual([]);
    expect(PRODUCTION_SECRETS.filter((secret) => !names.includes(secret))).toEqual([]);
  });

  test.each(webs)('%s is given only settings the web reads, its production secrets among them', (name) => {
    const names = Object.keys(envOf(name));
    expect(names.filter((setting) => !WEB_SETTINGS.includes(setting))).toEqual([]);
    expect(WEB_PRODUCTION_SECRETS.filter((secret) => !names.includes(secret))).toEqual([]);
  });

  test('the apis and webs share one revalidation secret, one Redis and one prefix', () => {
    for (const setting of ['REVALIDATE_SECRET', 'REDIS_URL', 'REDIS_PREFIX'])
      expect(new Set([...apis, ...webs].map((name) => envOf(name)[setting])).size).toBe(1);
  });

  test('the apis are given the shared services the cluster script demands', () => {
    for (const name of apis)
      expect([...CLUSTER_SHARED, ...CLUSTER_S3].filter((setting) => !(setting in envOf(name)))).toEqual([]);
  });
});

test('every shared service the cluster script demands is a setting the api reads', () => {
  expect([...CLUSTER_SHARED, ...CLUSTER_S3].filter((setting) => !API_SETTINGS.includes(setting))).toEqual([]);
});
