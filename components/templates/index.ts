/** The storefront's template sections, for the live pages and the back-office preview. */
export { TemplatePage } from './template-page';
export type { TemplateData } from './types';
