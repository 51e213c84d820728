const base = {
  width: 18,
  height: 18,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.7,
  strokeLinecap: 'round' as const,
  strokeLinejoin: 'round' as const,
  'aria-hidden': true,
};

/** One icon per status: delivered, shipped, pending payment, the refunds and cancelled; a default for Paid. */
export function OrderStatusIcon({ status }: { status: string }) {
  switch (status) {
    case 'Delivered':
      return (
        <svg {...base} data-icon="delivered">
          <circle cx="12" cy="12" r="9" />
          <path d="m8 12.5 2.5 2.5L16 9.5" />
        </svg>
      );
    case 'Shipped':
      return (
        <svg {...base} data-icon="shipped">
          <path d="M3 6h11v10H3zM14 10h4l3 3v3h-7" />
          <circle cx="7" cy="17.5" r="1.8" />
          <circle cx="17" cy="17.5" r="1.8" />
        </svg>
      );
    case 'Pending Payment':
      return (
        <svg {...base} data-icon="pending-payment">
          <circle cx="12" cy="12" r="9" />
          <path d="M12 7v5l3 2" />
        </svg>
      );
    case 'Partially Refunded':
      return (
        <svg {...base} data-icon="partially-refunded">
          <path d="M9 14 4 9l5-5" />
          <path d="M4 9h10a6 6 0 0 1 0 12h-2" strokeDasharray="3 2.5" />
        </svg>
      );
    case 'Refunded':
      return (
        <svg {...base} data-icon="refunded">
          <path d="M9 14 4 9l5-5" />
          <path d="M4 9h10a6 6 0 0 1 0 12h-2" />
        </svg>
      );
    case 'Cancelled':
      return (
        <svg {...base} data-icon="cancelled">
          <circle cx="12" cy="12" r="9" />
          <path d="m5.7 5.7 12.6 12.6" />
        </svg>
      );
    default:
      return (
        <svg {...base} data-icon="default">
          <path d="M3.5 7.5 12 3l8.5 4.5v9L12 21l-8.5-4.5z" />
          <path d="M3.5 7.5 12 12l8.5-4.5M12 12v9" />
        </svg>
      );
  }
}
