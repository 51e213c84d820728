import { AppLoading } from '@/components/app-shell/app-loading';

/** While a store's shell (its chrome, session and first page) loads: the spec's app-start state. */
export default function Loading() {
  return <AppLoading />;
}
