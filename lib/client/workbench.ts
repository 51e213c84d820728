/** The workbench from the browser, through the BFF (/api/admin/workbench). */
import { jsonRequest } from '@/lib/auth/client-session';
import {
  workbenchLineSchema,
  workbenchSchema,
  type Workbench,
  type WorkbenchLine,
} from '@/lib/schemas/workbench';
import { WORKBENCH_MESSAGES } from '@/lib/workbench';
import { callBff, isClientError, type ClientResult } from './bff-call';

export const WORKBENCH_PATH = '/api/admin/workbench';

/** SWR's fetcher: throws, so the screen keeps the last good answer and shows the message. */
export async function fetchWorkbench(path: string): Promise<Workbench> {
  const result = await callBff(
    path,
    { method: 'GET' },
    (body) => workbenchSchema.safeParse(body).data ?? null,
    WORKBENCH_MESSAGES.fetchFailed,
  );
  if (isClientError(result)) throw new Error(result.error);
  return result;
}

/** Sets how many of an order line's pieces are made; answers the line as it now is. */
export const saveMadeCount = (itemId: string, madeCount: number): Promise<ClientResult<WorkbenchLine>> =>
  callBff(
    `${WORKBENCH_PATH}/lines/${encodeURIComponent(itemId)}`,
    jsonRequest('PUT', { madeCount }),
    (body) => workbenchLineSchema.safeParse(body).data ?? null,
    WORKBENCH_MESSAGES.saveFailed,
  );

/** The workbench with one line's count changed, and its group's pieces made with it. */
export function withMadeCount(bench: Workbench, itemId: string, madeCount: number): Workbench {
  return {
    groups: bench.groups.map((group) => {
      if (!group.lines.some((line) => line.itemId === itemId)) return group;
      const lines = group.lines.map((line) => (line.itemId === itemId ? { ...line, madeCount } : line));
      return { ...group, lines, made: lines.reduce((sum, line) => sum + line.madeCount, 0) };
    }),
  };
}
