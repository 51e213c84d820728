import type { Metadata } from 'next';
import { TemplatePage } from '@/components/templates';
import { templateStore } from '@/lib/api/template-store';
import { getPageTemplate } from '@/lib/api/templates';
import { getAppSession } from '@/lib/auth/session';

export const metadata: Metadata = { title: 'Your Orders', robots: { index: false } };

type Props = { params: Promise<{ tenant: string }> };

/** The customer's order history, as the Order History template shows it. */
export default async function OrdersPage({ params }: Props) {
  const { tenant } = await params;
  const [{ user }, config, store] = await Promise.all([
    getAppSession(tenant),
    getPageTemplate(tenant, 'orderHistory'),
    templateStore(tenant),
  ]);
  return (
    <div className="container page">
      <header className="page-header">
        <p className="eyebrow">My Orders</p>
        <h1 className="page-title">Your Orders</h1>
      </header>
      <TemplatePage
        pageType="orderHistory"
        config={config}
        data={{ store, ordersEmail: user ? user.email : null }}
      />
    </div>
  );
}
