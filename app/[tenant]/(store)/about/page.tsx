import type { Metadata } from 'next';
import { AboutTemplate } from '@/components/templates/about-template';
import { templateStore } from '@/lib/api/template-store';
import { getPageTemplate } from '@/lib/api/templates';
import { publicPageMetadata } from '@/lib/seo';

// Cached per store; the api's revalidation of the store and the About template drops it.
export const revalidate = 300;

export const metadata: Metadata = publicPageMetadata('/about', 'About');

type Props = { params: Promise<{ tenant: string }> };

/** About: the store's brand story and picture, as the About template lays them out. */
export default async function AboutPage({ params }: Props) {
  const { tenant } = await params;
  const [config, store] = await Promise.all([getPageTemplate(tenant, 'about'), templateStore(tenant)]);
  return (
    <div className="page about-page">
      <AboutTemplate config={config} data={{ store }} />
    </div>
  );
}
