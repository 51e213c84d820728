import type { PageTemplate } from '@/lib/schemas/templates';
import { ImageBlockSection, TextBlockSection } from './about-sections';
import { TemplateSections } from './template-sections';
import type { TemplateData } from './types';

const SECTIONS = { textBlock: TextBlockSection, imageBlock: ImageBlockSection };

/** The live About page: the brand story and picture, as its template lays them out. */
export function AboutTemplate({
  config,
  data,
}: {
  config: Pick<PageTemplate, 'componentSettings'>;
  data: TemplateData;
}) {
  return <TemplateSections pageType="about" config={config} data={data} sections={SECTIONS} />;
}
