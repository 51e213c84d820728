/**
 * Save All Changes (PUT /api/stores/{id}/customization): everything the store screen holds as
 * pending, written at once in one transaction with one theme version, so one rollback takes it
 * back. Each part is optional; what is not sent stays as it is.
 */
import { z } from 'zod';
import { PAGE_TYPES, pageTemplateSchema, pageTemplateWithTypeSchema } from './templates';
import { storeDescriptionRule, storeEmailRule, storeNameRule, storePhoneRule, storeSchema } from './store';
import { refuseControlCharacters } from './text';
import {
  themeColorsInputSchema,
  themeFontsInputSchema,
  themeHeroInputSchema,
  themeLogoInputSchema,
} from './theme';

export const storeCustomizationBodySchema = refuseControlCharacters(
  z.object({
    theme: z
      .object({
        colors: themeColorsInputSchema.optional(),
        fonts: themeFontsInputSchema.optional(),
        logo: themeLogoInputSchema.optional(),
        hero: themeHeroInputSchema.optional(),
      })
      .optional(),
    /** Quick Edit's fields. */
    business: z
      .object({
        storeName: storeNameRule.optional(),
        description: storeDescriptionRule.optional(),
        email: storeEmailRule.optional(),
        phoneNumber: storePhoneRule.optional(),
      })
      .optional(),
    pageTemplates: z
      .array(pageTemplateWithTypeSchema)
      .max(PAGE_TYPES.length)
      .refine((pages) => new Set(pages.map((page) => page.pageType)).size === pages.length, {
        error: 'A page is listed twice',
      })
      .optional(),
  }),
);
export type StoreCustomizationBody = z.output<typeof storeCustomizationBodySchema>;
export type StoreCustomizationInput = z.input<typeof storeCustomizationBodySchema>;

/** What Save All answers: the store and every page's config as they now are. */
export const storeCustomizationSchema = z.object({
  store: storeSchema,
  pageTemplates: z.array(pageTemplateSchema),
});
export type StoreCustomization = z.infer<typeof storeCustomizationSchema>;
