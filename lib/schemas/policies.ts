/** Policy pages: a page's text as the owner sends it, and a page as the api answers it. */
import { z } from 'zod';
import { POLICY_BODY_MAX_LENGTH, POLICY_KINDS } from '../constants/policies';
import { text } from './common';
import { refuseControlCharacters } from './text';

export const POLICY_MESSAGES = {
  bodyRequired: 'Write the page, or start from the template',
  bodyTooLong: `Must be at most ${POLICY_BODY_MAX_LENGTH.toLocaleString('en-US')} characters`,
  saved: 'Saved.',
} as const;

export const policyKindSchema = z.enum(POLICY_KINDS, {
  error: `kind must be one of ${POLICY_KINDS.join(', ')}`,
});

export const policyParamsSchema = z.object({ kind: policyKindSchema });

/** PUT /api/admin/policies/:kind: the page's text (Markdown-like; see lib/policies/text.ts). */
export const policyBodySchema = refuseControlCharacters(
  z.object({
    body: text({ error: POLICY_MESSAGES.bodyRequired })
      .trim()
      .min(1, { error: POLICY_MESSAGES.bodyRequired })
      .max(POLICY_BODY_MAX_LENGTH, { error: POLICY_MESSAGES.bodyTooLong }),
  }),
);
export type PolicyBody = z.output<typeof policyBodySchema>;

/** One page: the owner's saved text, or (saved false) the template filled from the store's details. */
export const policySchema = z.object({
  kind: policyKindSchema,
  title: z.string(),
  body: z.string(),
  saved: z.boolean(),
  /** When the owner last saved it; null while the page is the template. */
  updatedAt: z.string().nullable(),
});
export type Policy = z.output<typeof policySchema>;

export const policyListSchema = z.object({ policies: z.array(policySchema) });
export type PolicyList = z.output<typeof policyListSchema>;
