/**
 * The template editor's browser calls (back-office spec §7, Templates), through the BFF; each
 * answers the result or `{ error }` with the spec's message (§8).
 */
import { bffFetch, jsonRequest } from '@/lib/auth/client-session';
import { MESSAGES } from '@/lib/messages';
import {
  pageTemplateSchema,
  pageTemplatesResponseSchema,
  type ComponentUpdateBody,
  type PageTemplate,
  type PageTemplateInput,
} from '@/lib/schemas/templates';
import type { ClientResult } from './bff-call';

async function call<T>(
  path: string,
  init: RequestInit,
  parse: (body: unknown) => T | null,
  fallback: (response: Response | null) => string,
): Promise<ClientResult<T>> {
  let response: Response;
  try {
    response = await bffFetch(path, { cache: 'no-store', ...init });
  } catch {
    return { error: fallback(null) };
  }
  const body = (await response.json().catch(() => null)) as unknown;
  if (!response.ok)
    return {
      error: fallback(response),
      ...(typeof (body as { code?: unknown })?.code === 'string'
        ? { code: (body as { code: string }).code }
        : {}),
    };
  return parse(body) ?? { error: fallback(response) };
}

const asTemplate = (body: unknown) => {
  const parsed = pageTemplateSchema.safeParse(body);
  return parsed.success ? parsed.data : null;
};

/** Every page's config: 'Failed to fetch templates: {status text}', or 'No templates available'. */
export async function fetchTemplates(): Promise<ClientResult<PageTemplate[]>> {
  return call(
    '/api/templates',
    { method: 'GET' },
    (body) => {
      const parsed = pageTemplatesResponseSchema.safeParse(body);
      if (!parsed.success) return null;
      return parsed.data.pageTemplates.length ? parsed.data.pageTemplates : null;
    },
    (response) =>
      !response
        ? MESSAGES.templatesFetchFailed('Network error')
        : response.ok
          ? MESSAGES.noTemplates
          : MESSAGES.templatesFetchFailed(response.statusText || String(response.status)),
  );
}

export function savePageTemplate(
  pageType: string,
  body: PageTemplateInput,
): Promise<ClientResult<PageTemplate>> {
  return call(
    `/api/templates/${encodeURIComponent(pageType)}`,
    jsonRequest('PUT', body),
    asTemplate,
    () => MESSAGES.templateSaveFailed,
  );
}

/** Back to the page's default variant and components. */
export function resetPageTemplate(pageType: string): Promise<ClientResult<PageTemplate>> {
  return call(
    `/api/templates/${encodeURIComponent(pageType)}/reset`,
    { method: 'POST' },
    asTemplate,
    () => MESSAGES.templateResetFailed,
  );
}

/** Shows, hides, moves or sets up one component. */
export function updateTemplateComponent(
  pageType: string,
  componentType: string,
  body: ComponentUpdateBody,
): Promise<ClientResult<PageTemplate>> {
  return call(
    `/api/templates/${encodeURIComponent(pageType)}/components/${encodeURIComponent(componentType)}`,
    jsonRequest('PUT', body),
    asTemplate,
    () => MESSAGES.componentUpdateFailed,
  );
}
