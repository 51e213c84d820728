import { z } from 'zod';

/** Every api error: a human message and a stable machine code; `field` names the bad input. */
export const errorResponseSchema = z.looseObject({
  error: z.string(),
  code: z.string(),
  field: z.string().optional(),
  /** Every invalid field, as the registration form lists them. */
  errors: z.array(z.object({ param: z.string(), msg: z.string() })).optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

export const successResponseSchema = z.object({
  success: z.boolean(),
  message: z.string().optional(),
});

export const emailSchema = z
  .string({ error: 'Email is required' })
  .trim()
  .toLowerCase()
  .min(1, { error: 'Email is required' })
  .max(254, { error: 'Please enter a valid email address' })
  .pipe(z.email({ error: 'Please enter a valid email address' }));
