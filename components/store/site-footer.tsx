import { FooterSaying } from './footer-saying';
import { MadeInAlaskaMark } from './made-in-alaska-mark';

/** The footer: certification mark, a random saying, and the store's name. */
export function SiteFooter({ storeName }: { storeName: string }) {
  return (
    <footer className="site-footer">
      <div className="container site-footer__inner">
        <MadeInAlaskaMark size={88} />
        <FooterSaying />
        <p className="site-footer__meta">
          {storeName} · Handcrafted in Alaska
        </p>
      </div>
    </footer>
  );
}
