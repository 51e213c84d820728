'use client';

import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { ListPager } from '@/components/admin/lists/list-pager';
import { ListTable } from '@/components/admin/lists/list-table';
import type { ListColumn } from '@/components/admin/lists/admin-list';
import { formatPrice } from '@/lib/money';
import {
  fetchOperatorStores,
  operatorSignIn,
  operatorSignOut,
  setOperatorStoreStatus,
} from '@/lib/client/operator';
import { isClientError } from '@/lib/client/bff-call';
import { OPERATOR_MESSAGES, type OperatorStore, type OperatorStoreList } from '@/lib/schemas/operator-stores';

type State = { kind: 'loading' } | { kind: 'signed-out' } | { kind: 'list'; list: OperatorStoreList };

const day = (iso: string) => iso.slice(0, 10);

function SignIn({ onSignedIn }: { onSignedIn: () => void }) {
  const [token, setToken] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    const result = await operatorSignIn(token);
    setBusy(false);
    if (result === true) {
      setToken('');
      onSignedIn();
    } else setError(result);
  }
  return (
    <form className="operator__sign-in" onSubmit={submit} aria-label="Operator sign-in">
      <label htmlFor="operator-token">Operator token</label>
      <input
        id="operator-token"
        type="password"
        autoComplete="off"
        value={token}
        onChange={(event) => setToken(event.target.value)}
        required
      />
      {error && (
        <p role="alert" className="form-error">
          {error}
        </p>
      )}
      <button type="submit" className="button button--primary" disabled={busy || !token}>
        Sign in
      </button>
    </form>
  );
}

function StatusButton({ store, onDone }: { store: OperatorStore; onDone: (message: string | null) => void }) {
  const [busy, setBusy] = useState(false);
  const suspending = store.status === 'active';
  async function press() {
    if (suspending && !window.confirm(OPERATOR_MESSAGES.confirmSuspend(store.name))) return;
    setBusy(true);
    const result = await setOperatorStoreStatus(store.id, suspending ? 'suspend' : 'resume');
    setBusy(false);
    onDone(isClientError(result) ? result.error : null);
  }
  return (
    <button type="button" className="button button--quiet" disabled={busy} onClick={press}>
      {suspending ? 'Suspend' : 'Resume'}
      <span className="visually-hidden"> {store.name}</span>
    </button>
  );
}

/**
 * The platform operator's page: a sign-in with the operator token, then every store with its
 * owner, status, origin and last 30 days' sold orders, each with Suspend (asked first) or Resume.
 */
export function OperatorStores() {
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [page, setPage] = useState(1);
  const [error, setError] = useState<string | null>(null);

  const load = useCallback(async (wanted: number) => {
    const result = await fetchOperatorStores(wanted);
    if (isClientError(result)) {
      if (result.httpStatus === 401) setState({ kind: 'signed-out' });
      else setError(result.error);
      return;
    }
    setError(null);
    setState({ kind: 'list', list: result });
  }, []);

  useEffect(() => {
    let live = true;
    void fetchOperatorStores(page).then((result) => {
      if (!live) return;
      if (isClientError(result)) {
        if (result.httpStatus === 401) setState({ kind: 'signed-out' });
        else setError(result.error);
      } else setState({ kind: 'list', list: result });
    });
    return () => {
      live = false;
    };
  }, [page]);

  if (state.kind === 'signed-out') return <SignIn onSignedIn={() => void load(page)} />;
  if (state.kind === 'loading') return <p aria-live="polite">{error ?? 'Loading the stores…'}</p>;

  const { list } = state;
  const columns: ListColumn<OperatorStore, string>[] = [
    { id: 'name', header: 'Store', primary: true, cell: (s) => `${s.name} (${s.id})` },
    { id: 'created', header: 'Created', cell: (s) => day(s.createdAt) },
    { id: 'owner', header: 'Owner', cell: (s) => s.ownerEmail ?? '—' },
    { id: 'orders', header: 'Orders (30 days)', numeric: true, cell: (s) => s.orders30Days },
    {
      id: 'revenue',
      header: 'Revenue (30 days)',
      numeric: true,
      cell: (s) => formatPrice(s.revenue30DaysCents / 100),
    },
    { id: 'status', header: 'Status', cell: (s) => (s.status === 'active' ? 'Active' : 'Suspended') },
    { id: 'origin', header: 'Origin', cell: (s) => (s.origin === 'signup' ? 'Sign-up' : 'Operator') },
    {
      id: 'action',
      header: 'Action',
      cell: (s) => (
        <StatusButton store={s} onDone={(message) => (message ? setError(message) : void load(page))} />
      ),
    },
  ];
  const totalPages = Math.max(1, Math.ceil(list.total / list.pageSize));
  return (
    <section className="operator" aria-labelledby="operator-title">
      <div className="operator__head">
        <h1 id="operator-title">Stores</h1>
        <button
          type="button"
          className="button button--ghost"
          onClick={() => void operatorSignOut().then(() => setState({ kind: 'signed-out' }))}
        >
          Sign out
        </button>
      </div>
      {error && (
        <p role="alert" className="form-error">
          {error}
        </p>
      )}
      <ListTable
        caption="Stores"
        columns={columns}
        rows={list.stores}
        rowKey={(s) => s.id}
        sort="created"
        dir="asc"
        busy={false}
        onSort={() => undefined}
      />
      <ListPager page={list.page} totalPages={totalPages} summary={`${list.total} stores`} onPage={setPage} />
    </section>
  );
}
