/**
 * Sales made by hand from the browser, through the BFF: the pieces to sell, the events a sale may
 * belong to (the dashboard's list, which every back-office role reads), and recording the sale.
 */
import { jsonRequest } from '@/lib/auth/client-session';
import { dashboardSummarySchema, type DashboardSummary } from '@/lib/schemas/admin-dashboard';
import {
  MANUAL_ORDER_MESSAGES,
  manualOrderResultSchema,
  manualPiecesSchema,
  type ManualOrderInput,
  type ManualOrderResult,
  type ManualPieces,
} from '@/lib/schemas/manual-order';
import { callBff, isClientError, parseWith, type ClientResult } from './bff-call';

export const MANUAL_ORDERS_PATH = '/api/admin/orders';
export const MANUAL_PIECES_PATH = '/api/admin/orders/pieces';
const DASHBOARD_PATH = '/api/admin/dashboard';

export type SaleEvent = DashboardSummary['events'][number];

/** The address of the pieces whose name holds `q` (all of them without one): SWR's key. */
export const piecesPath = (q: string) =>
  q.trim() ? `${MANUAL_PIECES_PATH}?${new URLSearchParams({ q: q.trim() })}` : MANUAL_PIECES_PATH;

/** SWR's fetcher of the pieces to sell: throws, so the screen keeps the last good answer. */
export async function fetchPieces(path: string): Promise<ManualPieces> {
  const result = await callBff(
    path,
    { method: 'GET' },
    parseWith(manualPiecesSchema),
    MANUAL_ORDER_MESSAGES.piecesFailed,
  );
  if (isClientError(result)) throw new Error(result.error);
  return result;
}

/** The store's events, latest first; none when they cannot be read (a sale needs none). */
export async function fetchSaleEvents(): Promise<SaleEvent[]> {
  const result = await callBff(
    DASHBOARD_PATH,
    { method: 'GET' },
    (body) => dashboardSummarySchema.safeParse(body).data?.events ?? null,
    'Failed to load events',
  );
  return isClientError(result) ? [] : result;
}

/** Records the sale; answers its order or the api's refusal (naming the field at fault). */
export const createManualOrder = (body: ManualOrderInput): Promise<ClientResult<ManualOrderResult>> =>
  callBff(
    MANUAL_ORDERS_PATH,
    jsonRequest('POST', body),
    parseWith(manualOrderResultSchema),
    MANUAL_ORDER_MESSAGES.saveFailed,
  );
