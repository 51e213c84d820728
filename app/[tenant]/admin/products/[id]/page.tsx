import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ProductEditor } from '@/components/admin/products/product-editor';
import '@/app/styles/admin-catalog.css';

export const metadata: Metadata = { title: 'Edit product', robots: { index: false } };

type Props = { params: Promise<{ id: string }> };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export default async function AdminProductPage({ params }: Props) {
  const { id } = await params;
  if (!UUID.test(id)) notFound();
  return (
    <div className="container page admin-page">
      <ProductEditor id={id} />
    </div>
  );
}
