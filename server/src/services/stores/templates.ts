/**
 * Page templates: each storefront page's variant and components. A page never saved shows its
 * default variant. Page types, variants and component types come from lib/templates.ts; a name
 * that is not there is refused, naming the field.
 */
import {
  COMPONENT_DEFAULT_SETTINGS,
  COMPONENT_SETTINGS_SCHEMAS,
  PAGE_TYPES,
  TEMPLATE_MESSAGES,
  componentTypesOf,
  isComponentType,
  isPageType,
  type ComponentSetting,
  type ComponentUpdateBody,
  type PageTemplate,
  type PageTemplateBody,
  variantPageTemplate,
} from '@/lib/schemas/templates';
import { TEMPLATE_VARIANTS, defaultPageTemplates, type PageType } from '@/lib/templates';
import type { Database } from '@server/db/client';
import { ApiError } from '@server/errors';
import type { Tx } from '@server/repositories/stores';
import {
  listPageTemplateRows,
  lockPageTemplate,
  upsertPageTemplate,
  type PageTemplateRow,
} from '@server/repositories/templates';

const defaults = (pageType: PageType) =>
  defaultPageTemplates().find((template) => template.pageType === pageType)!;

function toConfig(
  row: Pick<PageTemplateRow, 'pageType' | 'templateId' | 'customizations' | 'componentSettings'>,
): PageTemplate {
  return {
    pageType: row.pageType,
    templateId: row.templateId,
    customizations: row.customizations,
    componentSettings: [...row.componentSettings].sort((a, b) => a.order - b.order),
  };
}

/** The page type of a path, or 404 with the spec's message. */
export function requirePageType(value: string): PageType {
  if (!isPageType(value))
    throw new ApiError({
      status: 404,
      code: 'PAGE_TYPE_NOT_FOUND',
      message: TEMPLATE_MESSAGES.unknownPageType(value.slice(0, 64)),
    });
  return value;
}

/** The five page configs of the tenant, in the spec's order. */
export async function listPageTemplates(db: Database, tenantId: string): Promise<PageTemplate[]> {
  const rows = await listPageTemplateRows(db, tenantId);
  return PAGE_TYPES.map((pageType) =>
    toConfig(rows.find((row) => row.pageType === pageType) ?? defaults(pageType)),
  );
}

/**
 * The config a page save writes: the variant must be one of the page's, each component one the
 * page allows and listed once (refused naming the field), settings not sent taken from the
 * variant, else the type's default. The variant's own components when none are sent.
 */
export function resolvePageTemplate(
  pageType: PageType,
  body: PageTemplateBody,
  fieldPrefix = '',
): PageTemplate {
  const variant = TEMPLATE_VARIANTS[pageType].find((candidate) => candidate.name === body.templateId);
  if (!variant)
    throw new ApiError({
      status: 400,
      code: 'UNKNOWN_TEMPLATE',
      message: TEMPLATE_MESSAGES.unknownTemplate(pageType, body.templateId),
      field: `${fieldPrefix}templateId`,
    });
  const allowed = componentTypesOf(pageType);
  const components: ComponentSetting[] = body.componentSettings
    ? (body.componentSettings as ComponentSetting[])
    : variant.components.map(({ type, visible, order, settings }) => ({
        componentId: type as ComponentSetting['componentId'],
        visible,
        order,
        settings,
      }));
  const seen = new Set<string>();
  components.forEach((component, index) => {
    const field = `${fieldPrefix}componentSettings.${index}.componentId`;
    if (!allowed.includes(component.componentId))
      throw new ApiError({
        status: 400,
        code: 'UNKNOWN_COMPONENT',
        message: TEMPLATE_MESSAGES.unknownComponent(pageType, component.componentId),
        field,
      });
    if (seen.has(component.componentId))
      throw new ApiError({
        status: 400,
        code: 'DUPLICATE_COMPONENT',
        message: TEMPLATE_MESSAGES.duplicateComponent(component.componentId),
        field,
      });
    seen.add(component.componentId);
  });
  const componentSettings = components.map((component) => ({
    ...component,
    settings: {
      ...COMPONENT_DEFAULT_SETTINGS[component.componentId],
      ...variant.components.find((own) => own.type === component.componentId)?.settings,
      ...component.settings,
    },
  }));
  return toConfig({
    pageType,
    templateId: variant.name,
    customizations: body.customizations,
    componentSettings,
  });
}

/** Saves a page's variant, customizations and components (the variant's own when none are sent). */
export async function savePageTemplate(
  db: Database,
  tenantId: string,
  pageType: PageType,
  body: PageTemplateBody,
): Promise<PageTemplate> {
  const { templateId, customizations, componentSettings } = resolvePageTemplate(pageType, body);
  return toConfig(
    await upsertPageTemplate(db, tenantId, pageType, { templateId, customizations, componentSettings }),
  );
}

/** Writes page configs already resolved, inside the caller's transaction. */
export async function writePageTemplates(tx: Tx, tenantId: string, pages: PageTemplate[]): Promise<void> {
  for (const { pageType, templateId, customizations, componentSettings } of pages) {
    await upsertPageTemplate(tx, tenantId, pageType as PageType, {
      templateId,
      customizations,
      componentSettings,
    });
  }
}

/** The page's config locked for the rest of the transaction (its default variant when never saved). */
export async function lockPageConfig(tx: Tx, tenantId: string, pageType: PageType): Promise<PageTemplate> {
  const { templateId, customizations, componentSettings } = defaults(pageType);
  return toConfig(
    await lockPageTemplate(tx, tenantId, pageType, { templateId, customizations, componentSettings }),
  );
}

/** Puts a page back to its default variant and components. */
export async function resetPageTemplate(
  db: Database,
  tenantId: string,
  pageType: PageType,
): Promise<PageTemplate> {
  const { templateId, customizations, componentSettings } = defaults(pageType);
  return toConfig(
    await upsertPageTemplate(db, tenantId, pageType, { templateId, customizations, componentSettings }),
  );
}

/** Shows, hides, moves or re-sets one component of a page; settings not sent keep their values. */
export async function updateComponent(
  db: Database,
  tenantId: string,
  pageType: PageType,
  componentType: string,
  body: ComponentUpdateBody,
): Promise<PageTemplate> {
  if (!isComponentType(componentType) || !componentTypesOf(pageType).includes(componentType)) {
    throw new ApiError({
      status: 400,
      code: 'UNKNOWN_COMPONENT',
      message: TEMPLATE_MESSAGES.unknownComponent(pageType, componentType.slice(0, 64)),
      field: 'componentType',
    });
  }
  const parsed = COMPONENT_SETTINGS_SCHEMAS[componentType].safeParse(body.settings ?? {});
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const key = issue.code === 'unrecognized_keys' ? issue.keys[0] : issue.path.map(String).join('.');
    const message =
      issue.code === 'unrecognized_keys' ? `Unknown setting "${key}" for ${componentType}` : issue.message;
    throw new ApiError({
      status: 400,
      code: 'VALIDATION_ERROR',
      message,
      field: key ? `settings.${key}` : 'settings',
    });
  }
  return db.transaction((tx) =>
    mergeComponent(tx, tenantId, pageType, componentType, {
      ...body,
      settings: parsed.data as Record<string, unknown>,
    }),
  );
}

/**
 * Writes one component's visibility, order and (already checked) settings over what the page has,
 * inside the caller's transaction; a page never saved starts from its default variant. With
 * `templateId` naming another variant than the saved one, the page takes that variant first.
 */
export async function mergeComponent(
  tx: Tx,
  tenantId: string,
  pageType: PageType,
  componentType: string,
  body: ComponentUpdateBody,
): Promise<PageTemplate> {
  const { templateId, customizations, componentSettings } = defaults(pageType);
  const row = await lockPageTemplate(tx, tenantId, pageType, {
    templateId,
    customizations,
    componentSettings,
  });
  let base: Pick<PageTemplate, 'templateId' | 'customizations' | 'componentSettings'> = row;
  if (body.templateId && body.templateId !== row.templateId) {
    const shown = variantPageTemplate(pageType, body.templateId);
    if (!shown)
      throw new ApiError({
        status: 400,
        code: 'UNKNOWN_TEMPLATE',
        message: TEMPLATE_MESSAGES.unknownTemplate(pageType, body.templateId.slice(0, 100)),
        field: 'templateId',
      });
    base = { ...shown, customizations: row.customizations };
  }
  const list = [...base.componentSettings];
  const index = list.findIndex((component) => component.componentId === componentType);
  const existing =
    index >= 0
      ? list[index]
      : {
          componentId: componentType,
          visible: true,
          order: list.reduce((max, c) => Math.max(max, c.order + 1), 0),
          settings: COMPONENT_DEFAULT_SETTINGS[componentType as keyof typeof COMPONENT_DEFAULT_SETTINGS],
        };
  const next = {
    componentId: componentType,
    visible: body.visible ?? existing.visible,
    order: body.order ?? existing.order,
    settings: { ...existing.settings, ...(body.settings ?? {}) },
  };
  if (index >= 0) list[index] = next;
  else list.push(next);
  const saved = await upsertPageTemplate(tx, tenantId, pageType, {
    templateId: base.templateId,
    customizations: base.customizations,
    componentSettings: list,
  });
  return toConfig(saved);
}
