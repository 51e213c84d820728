import type { Metadata } from 'next';
import { Suspense } from 'react';
import { NotionCallback } from '@/components/admin/notion/notion-callback';
import { NOTION_MESSAGES } from '@/lib/schemas/notion';
import '@/app/styles/admin-notion.css';

export const metadata: Metadata = { title: 'Connecting to Notion', robots: { index: false } };

/** Where Notion returns the owner after consent (public route, back-office §2); the code is read in the browser. */
export default function NotionCallbackPage() {
  return (
    <div className="container page">
      <h1 className="page-title">Notion workspace</h1>
      <Suspense fallback={<p role="status">{NOTION_MESSAGES.connecting}</p>}>
        <NotionCallback />
      </Suspense>
    </div>
  );
}
