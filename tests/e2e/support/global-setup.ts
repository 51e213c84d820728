import { startServers } from './servers';

export default async function globalSetup() {
  await startServers();
}
