import { redirect } from 'next/navigation';

/** /customer is the dashboard. */
export default function CustomerIndex() {
  redirect('/customer/dashboard');
}
