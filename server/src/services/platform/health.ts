/** The api's health as load balancers and the start supervisor read it. */
import type { Database } from '@server/db/client';
import { databaseAnswers } from '@server/repositories/health';

export type Health = { status: 'ok' | 'degraded'; database: 'up' | 'down'; uptimeSeconds: number };

/** Whether the database answers, and how long this process has run. */
export async function checkHealth(db: Database): Promise<Health> {
  const up = await databaseAnswers(db);
  return {
    status: up ? 'ok' : 'degraded',
    database: up ? 'up' : 'down',
    uptimeSeconds: Math.round(process.uptime()),
  };
}
