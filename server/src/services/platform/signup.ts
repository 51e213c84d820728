/**
 * A maker opens a store themselves on the platform's sign-up page: the same store the operator's
 * command line makes (createTenant), named `{slug}.{PLATFORM_DOMAIN}`, made by 'signup' and not
 * open to shoppers until its owner opens it. The owner proves their address by the emailed link
 * before they can sign in. PLATFORM-wide: no store's X-Tenant-Id is involved.
 */
import type { FastifyInstance } from 'fastify';
import { SIGNUP_MESSAGES, slugMessage, slugProblem, storeHostOf } from '@/lib/constants/platform';
import type { PlatformSettings, SignupBody, SignupResult, SlugAvailability } from '@/lib/schemas/platform';
import { ApiError, isUniqueViolation } from '@server/errors';
import { verifiedHolder } from '@server/repositories/domains';
import { findTenant } from '@server/repositories/tenants';
import { captchaFailed, refuseWeakPassword } from '../auth/accounts';
import { queueVerificationEmail } from '../auth/verification';
import { platformHosts } from '../stores/custom-domains';
import { createTenant } from '../stores/tenants';

/** What the sign-up page needs to know before it shows the form. */
export function platformSettings(app: FastifyInstance): PlatformSettings {
  return { signupOpen: app.config.selfServiceSignup, domain: app.config.PLATFORM_DOMAIN };
}

/** 403 SIGNUP_CLOSED when the operator turned sign-up off (SELF_SERVICE_SIGNUP=false). */
export function refuseWhenClosed(app: FastifyInstance): void {
  if (!app.config.selfServiceSignup) throw new ApiError({ status: 403, code: 'SIGNUP_CLOSED' });
}

/** Why a well-formed slug cannot be had: its store exists, or its host is another's or the platform's. */
async function slugTaken(app: FastifyInstance, slug: string): Promise<boolean> {
  const host = storeHostOf(slug, app.config.PLATFORM_DOMAIN);
  if (platformHosts(app).has(host)) return true;
  const [tenant, holder] = await Promise.all([findTenant(app.db, slug), verifiedHolder(app.db, host)]);
  return Boolean(tenant || holder);
}

/** The refusal of a slug, naming the field: 400 for its shape, 409 reserved or taken. */
function slugRefusal(slug: string, problem: 'shape' | 'reserved' | 'taken'): ApiError {
  const message = slugMessage(slug, problem);
  if (problem === 'shape')
    return new ApiError({ status: 400, code: 'VALIDATION_ERROR', message, field: 'slug' });
  const code = problem === 'reserved' ? 'SLUG_RESERVED' : 'SLUG_TAKEN';
  return new ApiError({ status: 409, code, message, field: 'slug' });
}

/** Whether a slug is free for a new store, and in words why not (the form's live check). */
export async function slugAvailability(
  app: FastifyInstance,
  raw: string,
  ip: string,
): Promise<SlugAvailability> {
  await app.rateLimit('slug-check:ip', ip);
  const slug = raw.trim().toLowerCase();
  const storeHost = storeHostOf(slug, app.config.PLATFORM_DOMAIN);
  const problem = slugProblem(slug) ?? ((await slugTaken(app, slug)) ? 'taken' : null);
  return {
    slug,
    available: !problem,
    message: problem ? slugMessage(slug, problem) : null,
    storeHost,
  };
}

/**
 * Makes the store, its owner (unverified) and the owner's verification mail in one transaction,
 * then sends the mail. Sign-up's limits and captcha are registration's.
 */
export async function signUp(app: FastifyInstance, body: SignupBody, ip: string): Promise<SignupResult> {
  refuseWhenClosed(app);
  await app.rateLimit('register:ip', ip);
  if (!(await app.captcha.verify(body.captchaToken, ip))) throw captchaFailed();
  refuseWeakPassword(body.password);
  const problem = slugProblem(body.slug) ?? ((await slugTaken(app, body.slug)) ? 'taken' : null);
  if (problem) throw slugRefusal(body.slug, problem);
  const storeHost = storeHostOf(body.slug, app.config.PLATFORM_DOMAIN);
  let mailId = '';
  try {
    await createTenant(
      app.db,
      {
        slug: body.slug,
        name: body.storeName,
        domain: storeHost,
        adminEmail: body.email,
        adminPassword: body.password,
      },
      {
        origin: 'signup',
        alongside: async (tx, owner) => {
          mailId = await queueVerificationEmail(app, tx, owner, body.storeName, 'store-signup');
        },
      },
    );
  } catch (error) {
    // Another sign-up took the same slug (or its host) a moment earlier.
    if (isUniqueViolation(error)) throw slugRefusal(body.slug, 'taken');
    throw error;
  }
  await app.mailer.nudge([mailId]);
  return { success: true, storeHost, message: SIGNUP_MESSAGES.checkEmail(body.email) };
}
