import { INTEGRATION_MESSAGES } from '@/lib/messages';

/**
 * The workspace (Notion) and card payment (Stripe) connections as they stand: not connected.
 * Connecting either is not offered here yet, so nothing pretends to connect.
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

export function PaymentPanel() {
  return (
    <div className="connection-state" data-testid="payment-panel">
      <p className="connection-state__status">
        <span className="status-badge status-badge--off">Not connected</span>
        {INTEGRATION_MESSAGES.paymentsNotConnected}.
      </p>
      <p className="connection-state__text">
        Until a Stripe account is connected, checkout takes cards through the platform’s payment provider.
      </p>
    </div>
  );
}
