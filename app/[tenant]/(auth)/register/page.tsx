import { redirect } from 'next/navigation';

/** Registration lives on the auth form's Create Account tab. */
export default function RegisterPage() {
  redirect('/login?tab=register');
}
