import { AppLoading } from '@/components/app-shell/app-loading';

/**
 * While a sign-in page loads: the spec's app-start state. Store pages have none: their cached HTML
 * arrives whole, and a loading boundary around them would hold their first paint back behind a
 * streamed swap.
 */
export default function Loading() {
  return <AppLoading />;
}
