/**
 * A person's data from the browser, through the BFF: the customer's download of their own data
 * and the closing of their account; the owner's download and erasure of a customer's data. Each
 * answers its result or `{ error, code?, field? }` with the words to show.
 */
import { bffFetch, jsonRequest } from '@/lib/auth/client-session';
import {
  PRIVACY_MESSAGES,
  PRIVACY_PATHS,
  eraseResultSchema,
  type EraseCustomerBody,
  type EraseResult,
} from '@/lib/schemas/privacy';
import { callBff, textOf, type ClientResult } from './bff-call';
import { fileNameOf, saveBlobAs } from './save-file';

type Saved = { saved: true; filename: string };

/** Saves the JSON file `path` answers, under the name the api gives it. */
async function saveJsonFile(path: string, fallback: string): Promise<ClientResult<Saved>> {
  try {
    const response = await bffFetch(path, { method: 'GET', cache: 'no-store' });
    if (!response.ok) {
      const body = (await response.json().catch(() => null)) as { error?: unknown; code?: unknown } | null;
      return {
        error: textOf(body?.error) ?? fallback,
        httpStatus: response.status,
        code: textOf(body?.code),
      };
    }
    const filename = fileNameOf(response.headers.get('content-disposition'), 'my-data.json');
    saveBlobAs(await response.blob(), filename);
    return { saved: true, filename };
  } catch {
    return { error: fallback };
  }
}

/** GET /api/profile/export: the signed-in customer's data, saved as a file. */
export function downloadMyData(): Promise<ClientResult<Saved>> {
  return saveJsonFile(PRIVACY_PATHS.export, PRIVACY_MESSAGES.downloadFailed);
}

/** POST /api/profile/close: closes the signed-in customer's account; the password proves it is them. */
export function closeMyAccount(password: string): Promise<ClientResult<{ message: string }>> {
  return callBff(
    PRIVACY_PATHS.close,
    jsonRequest('POST', { password }),
    (body) => ({ message: textOf((body as { message?: unknown })?.message) ?? PRIVACY_MESSAGES.closed }),
    PRIVACY_MESSAGES.closeFailed,
  );
}

/** GET /api/admin/customers/export: a customer's data by email, saved as a file for the owner. */
export function downloadCustomerData(email: string): Promise<ClientResult<Saved>> {
  return saveJsonFile(
    `${PRIVACY_PATHS.customerExport}?${new URLSearchParams({ email })}`,
    PRIVACY_MESSAGES.customerDownloadFailed,
  );
}

/** POST /api/admin/customers/erase: the owner erases a customer's personal data, the email typed twice. */
export function eraseCustomerData(body: EraseCustomerBody): Promise<ClientResult<EraseResult>> {
  return callBff(
    PRIVACY_PATHS.customerErase,
    jsonRequest('POST', body),
    (answer) => eraseResultSchema.safeParse(answer).data,
    PRIVACY_MESSAGES.eraseFailed,
  );
}
