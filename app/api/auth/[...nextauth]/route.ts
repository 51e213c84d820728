import NextAuth from 'next-auth';
import { authOptions } from '@/lib/auth/options';

export const dynamic = 'force-dynamic';

/** next-auth: sign-in with the api's credentials, the session endpoint, CSRF and sign-out. */
const handler = NextAuth(authOptions);

export { handler as GET, handler as POST };
