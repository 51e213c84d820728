import { stopServers } from './servers';

export default async function globalTeardown() {
  await stopServers();
}
