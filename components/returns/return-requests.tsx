import type { ReturnRequestStatus } from '@/lib/constants/returns';
import { formatPrice, toDollars } from '@/lib/money';
import { formatReturnDay } from '@/lib/return-form';
import type { ReturnRequest } from '@/lib/schemas/returns';
import '@/app/styles/returns.css';

const STATUS_LABELS: Record<ReturnRequestStatus, string> = {
  requested: 'Requested',
  accepted: 'Accepted',
  declined: 'Declined',
};

function RequestCard({ request }: { request: ReturnRequest }) {
  const title = request.kind === 'withdrawal' ? 'Withdrawal from contract' : 'Return';
  return (
    <li className="return-request" data-testid="return-request">
      <div className="return-request__head">
        <p className="return-request__title">
          {title}, {formatReturnDay(request.createdAt)}
        </p>
        <p
          className={`return-request__status return-request__status--${request.status}`}
          data-testid="return-request-status"
        >
          {STATUS_LABELS[request.status]}
        </p>
      </div>
      <ul className="return-request__items">
        {request.items.map((item) => (
          <li key={item.orderItemId}>
            {item.name} × {item.quantity}
          </li>
        ))}
      </ul>
      {request.reason ? <p className="return-request__reason">Reason: {request.reason}</p> : null}
      {request.ownerMessage ? (
        <p className="return-request__answer" data-testid="return-request-answer">
          The store: {request.ownerMessage}
        </p>
      ) : null}
      {request.refundedCents !== null ? (
        <p className="return-request__refund">Refunded {formatPrice(toDollars(request.refundedCents))}</p>
      ) : null}
    </li>
  );
}

/** This order's requests so far, newest as the api lists them, each with its status and the store's answer. */
export function ReturnRequests({ requests }: { requests: ReturnRequest[] }) {
  if (requests.length === 0) return null;
  return (
    <section className="return-requests" aria-labelledby="return-requests-title">
      <h2 id="return-requests-title" className="return-requests__title">
        Your requests
      </h2>
      <ul className="return-requests__list" data-testid="return-requests">
        {requests.map((request) => (
          <RequestCard key={request.id} request={request} />
        ))}
      </ul>
    </section>
  );
}
