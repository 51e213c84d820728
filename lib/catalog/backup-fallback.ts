/**
 * The browser's last resort for the shop's pages: the newest backup file the site serves, read once
 * and kept for the next pages. Loaded by load-products.ts only when the BFF did not answer.
 */
import { backupCandidates, parseBackup } from '../backup';
import type { Product } from '../schemas/product';

export { pageOfBackup } from './backup-page';

// Backup names are probed a few at a time: quick when today's file exists, bounded when none does.
const PROBE_BATCH = 10;

async function probeBackup(name: string, tenant: string): Promise<Product[] | null> {
  try {
    const response = await fetch(`/backups/${name}`, { headers: { accept: 'application/json' } });
    return response.ok ? parseBackup(await response.json(), tenant) : null;
  } catch {
    return null;
  }
}

/** The products of the newest backup the site serves (last 180 days, newest first), or null. */
export async function loadNewestBackup(tenant: string, today = new Date()): Promise<Product[] | null> {
  const names = backupCandidates(today);
  for (let start = 0; start < names.length; start += PROBE_BATCH) {
    const batch = await Promise.all(
      names.slice(start, start + PROBE_BATCH).map((name) => probeBackup(name, tenant)),
    );
    const found = batch.find((products) => products !== null);
    if (found) return found;
  }
  return null;
}

// The backup file the browser fetched, kept for the next pages rather than fetched again for each.
let backupHeld: { tenant: string; products: Promise<Product[] | null> } | null = null;

export function heldBackup(tenant: string): Promise<Product[] | null> {
  if (backupHeld?.tenant !== tenant) backupHeld = { tenant, products: loadNewestBackup(tenant) };
  return backupHeld.products;
}
