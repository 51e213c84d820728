/**
 * The tax an order carries, as its customer and its owner read it: `taxCents` in all, `tax` summed
 * per jurisdiction and rate (`rate` a percent, 19 for 19%; `amount` in dollars), whether prices
 * included it (then it is inside the items' prices, else the total adds it), and why none was
 * charged when the engine said so (`IOSS_OVER_LIMIT`: import VAT is due on delivery).
 */
import { z } from 'zod';

export const orderTaxLineSchema = z.object({
  jurisdiction: z.string(),
  rate: z.number(),
  amount: z.number(),
});
export type OrderTaxLine = z.infer<typeof orderTaxLineSchema>;

export const orderTaxFields = {
  taxCents: z.number().int(),
  tax: z.array(orderTaxLineSchema),
  pricesIncludeTax: z.boolean(),
  taxNote: z.string().nullable(),
};

/** The same, each optional in the schema (older clients' fixtures), though the api always gives them. */
export const orderTaxFieldsOptional = z.object(orderTaxFields).partial().shape;
