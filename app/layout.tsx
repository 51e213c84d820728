import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import './styles/base.css';
import './styles/layout.css';
import './styles/catalog.css';
import './styles/home.css';
import './styles/product.css';
import './styles/pages.css';
import './styles/forms.css';

export const metadata: Metadata = {
  title: { default: 'Sitka', template: '%s' },
  description: 'Handmade goods from independent makers.',
};

export const viewport: Viewport = { width: 'device-width', initialScale: 1 };

/**
 * The document shell; each store's look is applied one level down, in `[tenant]/layout`. The
 * stylesheets here are what store pages show; the rest travel with the components that use them
 * (basket and checkout, accounts, returns, reviews, dialogs), so a store page carries only its own.
 */
export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
