import { Panel } from '@/components/ui/panel';
import { SessionsList } from './sessions-list';
import { TwoFactorPanel } from './security-panel';

/**
 * The back-office's Security page: the person's two-factor sign-in (and the owner's rule for
 * staff) and where they are signed in. Also shown in place of any back-office page while the
 * store requires a second factor the person has not set up.
 */
export function SecurityPage() {
  return (
    <div className="container page admin-page admin-security">
      <header className="page-header">
        <p className="eyebrow">Back-office</p>
        <h1 className="page-title">Security</h1>
      </header>
      <Panel
        name="security-two-factor"
        title="Two-factor sign-in"
        hint="After your password, sign-in asks for a code from an authenticator app on your phone."
      >
        <TwoFactorPanel />
      </Panel>
      <Panel name="security-sessions" title="Signed-in sessions" hint="Where you are signed in now.">
        <SessionsList />
      </Panel>
    </div>
  );
}
