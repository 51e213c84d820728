import { AppLoading } from '@/components/app-shell/app-loading';

/** While the back office's page loads: the spec's app-start state. */
export default function Loading() {
  return <AppLoading />;
}
