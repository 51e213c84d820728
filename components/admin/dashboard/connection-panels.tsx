import { INTEGRATION_MESSAGES } from '@/lib/messages';

/**
 * The workspace (Notion) connection as it stands: not connected. Connecting is not offered here
 * yet, so nothing pretends to connect. (The Stripe section is payment-panel.tsx.)
 */
export function WorkspacePanel() {
  return (
    <div className="connection-state" data-testid="workspace-panel">
      <p className="connection-state__status">
        <span className="status-badge status-badge--off">Not connected</span>
        {INTEGRATION_MESSAGES.workspaceNotConnected}.
      </p>
      <p className="connection-state__text">
        A connected workspace keeps products, customers, orders, notifications and analytics in five Notion
        databases.
      </p>
    </div>
  );
}
