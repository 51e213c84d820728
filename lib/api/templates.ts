import 'server-only';
import { cache } from 'react';
import { PRODUCT_CACHE_SECONDS } from '@/lib/constants/catalog';
import { env } from '@/lib/env';
import { pageTemplateSchema, type PageTemplate } from '@/lib/schemas/templates';
import { defaultPageTemplates, type PageType } from '@/lib/templates';
import { apiFetch } from './client';
import { TAGS } from './tags';

/** The page's default variant, as a store that never saved one shows it. */
export function defaultPageTemplate(pageType: PageType): PageTemplate {
  return defaultPageTemplates().find((template) => template.pageType === pageType)!;
}

/**
 * One storefront page's template, cached and tagged so the owner's save shows after the api
 * revalidates the tag. When the api cannot say, the page's default variant: the storefront keeps
 * its usual layout rather than failing.
 */
export const getPageTemplate = cache(async (tenant: string, pageType: PageType): Promise<PageTemplate> => {
  try {
    const response = await apiFetch(`/api/page-templates/${encodeURIComponent(pageType)}`, {
      tenant,
      timeoutMs: env.PRODUCT_TIMEOUT_MS,
      revalidate: PRODUCT_CACHE_SECONDS,
      tags: [TAGS.template(tenant, pageType)],
    });
    if (!response.ok) throw new Error(`the api answered ${response.status}`);
    const parsed = pageTemplateSchema.safeParse(await response.json());
    if (!parsed.success || parsed.data.pageType !== pageType)
      throw new Error('the answer is not a page template');
    return parsed.data;
  } catch (error) {
    console.warn(
      `[templates] ${pageType} of ${tenant} is unavailable, using its default:`,
      (error as Error).message,
    );
    return defaultPageTemplate(pageType);
  }
});
