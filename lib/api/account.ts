import 'server-only';
import { env } from '@/lib/env';
import { MESSAGES } from '@/lib/messages';
import { customerProfileSchema, type CustomerProfile } from '@/lib/schemas/auth';
import { apiHeaders } from './client';

// A page waits for this read; past this it shows the empty form rather than hang.
const PROFILE_TIMEOUT_MS = 10_000;

export type ProfileResult = { profile: CustomerProfile; loadFailed: boolean };

/** An empty profile, flagged new: what a customer without one (or whose profile failed to load) sees. */
export function emptyProfile(email: string, tenant: string): CustomerProfile {
  return {
    email,
    name: '',
    phone: '',
    address: '',
    addressLine2: '',
    city: '',
    state: '',
    zipCode: '',
    tenantId: tenant,
    isNewProfile: true,
  };
}

/**
 * The signed-in customer's profile, read with their api token. Any failure yields an empty new
 * profile and `loadFailed`, so the form can still be filled in.
 */
export async function getProfile(
  tenant: string,
  email: string,
  apiToken: string | null,
): Promise<ProfileResult> {
  if (!email || !apiToken) return { profile: emptyProfile(email, tenant), loadFailed: !apiToken };
  try {
    const headers = apiHeaders(tenant);
    headers.set('authorization', `Bearer ${apiToken}`);
    const response = await fetch(`${env.API_URL}/api/user-profile/${encodeURIComponent(email)}`, {
      headers,
      cache: 'no-store',
      signal: AbortSignal.timeout(PROFILE_TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`The api answered ${response.status}`);
    const parsed = customerProfileSchema.safeParse(await response.json());
    if (!parsed.success) throw new Error('The profile had an unexpected shape');
    return { profile: parsed.data, loadFailed: false };
  } catch (error) {
    console.warn(`[profile] ${MESSAGES.profileFetchFailed} (${tenant}):`, (error as Error).message);
    return { profile: emptyProfile(email, tenant), loadFailed: true };
  }
}
