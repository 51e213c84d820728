import { startServers } from './servers';

/** Playwright calls the returned function after the run: the mailbox lives as long as the run. */
export default async function globalSetup() {
  return startServers();
}
