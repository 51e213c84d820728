import { redirect } from 'next/navigation';

/** Unknown paths send a signed-out shopper home; role-aware targets come with sign-in. */
export default function UnknownPath() {
  redirect('/');
}
