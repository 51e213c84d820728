import '@/app/styles/account.css';
/** After registration: the link is in the inbox; the form returns to Log In. */
export function CheckEmailScreen({
  email,
  message,
  onReturn,
}: {
  email: string;
  message: string;
  onReturn: () => void;
}) {
  return (
    <div className="auth-card auth-card--centered" data-testid="check-email-screen">
      <h1 className="page-title page-title--small">Check your email</h1>
      <p role="status">{message}</p>
      <p className="auth-card__muted">
        We sent a verification link to <strong>{email}</strong>. Open it to activate your account, then log
        in.
      </p>
      <button type="button" className="button" onClick={onReturn}>
        Return to Login
      </button>
    </div>
  );
}
