import type { Metadata } from 'next';
import { NotionCallback } from '@/components/admin/notion/notion-callback';
import '@/app/styles/admin-notion.css';

export const metadata: Metadata = { title: 'Connecting to Notion', robots: { index: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };
const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** Where Notion returns the owner after consent (public route, back-office §2). */
export default async function NotionCallbackPage({ searchParams }: Props) {
  const params = await searchParams;
  return (
    <div className="container page">
      <h1 className="page-title">Notion workspace</h1>
      <NotionCallback code={one(params.code)} state={one(params.state)} error={one(params.error)} />
    </div>
  );
}
