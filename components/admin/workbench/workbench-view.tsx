'use client';

import { LineAnswers } from '@/components/orders/line-answers';
import Link from 'next/link';
import { useState } from 'react';
import useSWR from 'swr';
import { LateBadge, shipByDate } from '@/components/admin/orders/ship-by';
import { LoadState } from '@/components/ui/load-state';
import { Panel } from '@/components/ui/panel';
import { isClientError } from '@/lib/client/bff-call';
import { fetchWorkbench, saveMadeCount, WORKBENCH_PATH, withMadeCount } from '@/lib/client/workbench';
import { SHIP_BY_TEXTS } from '@/lib/order-desk';
import type { Workbench, WorkbenchGroup, WorkbenchLine } from '@/lib/schemas/workbench';
import { madeText, toMakeText, WORKBENCH_MESSAGES } from '@/lib/workbench';

type Change = (line: WorkbenchLine, madeCount: number) => void;

const groupTitle = (group: WorkbenchGroup) =>
  group.sizeName ? `${group.productName} — ${group.sizeName}` : group.productName;

/** When it should ship by, with the Late badge once that day has passed. */
function ShipBy({ shipBy, late }: { shipBy: string | null; late: boolean }) {
  if (!shipBy) return null;
  return (
    <span className="workbench__ship-by">
      {SHIP_BY_TEXTS.shipBy} {shipByDate(shipBy)}
      {late && <LateBadge />}
    </span>
  );
}

/** One order's line: its order, its day, and its pieces made one at a time. */
function LineRow({ line, title, onChange }: { line: WorkbenchLine; title: string; onChange: Change }) {
  const of = `order ${line.orderNumber}, ${title}`;
  return (
    <li className="workbench__line" data-testid="workbench-line">
      <div className="workbench__line-order">
        <Link href={`/admin/orders/${line.orderId}`}>Order {line.orderNumber}</Link>
        {line.customerName && <span className="workbench__muted"> · {line.customerName}</span>}
        <ShipBy shipBy={line.shipBy} late={line.late} />
        <LineAnswers answers={line.personalisation} className="workbench__answers" />
      </div>
      <div className="workbench__line-made">
        <span className="workbench__count">{madeText(line.madeCount, line.quantity)}</span>
        <span className="workbench__buttons">
          <button
            type="button"
            className="button button--small"
            aria-label={`${WORKBENCH_MESSAGES.markMade}: ${of}`}
            disabled={line.madeCount >= line.quantity}
            onClick={() => onChange(line, line.madeCount + 1)}
          >
            {WORKBENCH_MESSAGES.markMade}
          </button>
          <button
            type="button"
            className="button button--ghost button--small"
            aria-label={`${WORKBENCH_MESSAGES.undoMade}: ${of}`}
            disabled={line.madeCount <= 0}
            onClick={() => onChange(line, line.madeCount - 1)}
          >
            {WORKBENCH_MESSAGES.undoMade}
          </button>
        </span>
      </div>
    </li>
  );
}

/** A product in one size: its pieces to make, its earliest day and its orders' lines. */
function GroupCard({ group, index, onChange }: { group: WorkbenchGroup; index: number; onChange: Change }) {
  const title = groupTitle(group);
  return (
    <Panel
      name={`workbench-group-${index}`}
      title={
        <span className="workbench__title">
          {group.image && (
            // eslint-disable-next-line @next/next/no-img-element -- the picture kept with the order line
            <img
              src={group.image}
              alt=""
              width={48}
              height={48}
              className="workbench__image"
              loading="lazy"
            />
          )}
          {title}
        </span>
      }
      hint={
        <>
          {toMakeText(group.pieces - group.made, group.made)}{' '}
          <ShipBy shipBy={group.shipBy} late={group.late} />
        </>
      }
    >
      <ul className="workbench__lines">
        {group.lines.map((line) => (
          <LineRow key={line.itemId} line={line} title={title} onChange={onChange} />
        ))}
      </ul>
    </Panel>
  );
}

/**
 * The workbench: what is left to make for the paid orders not yet shipped, by product and size,
 * the soonest to ship first. A press of Mark one made or Undo one shows at once and is saved; a
 * refusal puts the count back and says why.
 */
export function WorkbenchView() {
  const { data, error, mutate } = useSWR(WORKBENCH_PATH, fetchWorkbench);
  const [failure, setFailure] = useState<string | null>(null);

  const change: Change = (line, madeCount) => {
    setFailure(null);
    const save = async (current?: Workbench) => {
      const saved = await saveMadeCount(line.itemId, madeCount);
      if (isClientError(saved)) throw new Error(saved.error);
      return current && withMadeCount(current, saved.itemId, saved.madeCount);
    };
    mutate(save, {
      optimisticData: (current?: Workbench) =>
        current ? withMadeCount(current, line.itemId, madeCount) : { groups: [] },
      rollbackOnError: true,
      revalidate: false,
    }).catch((problem: unknown) =>
      setFailure(problem instanceof Error ? problem.message : WORKBENCH_MESSAGES.saveFailed),
    );
  };

  return (
    <div className="workbench">
      <header className="admin-list-header">
        <div>
          <p className="eyebrow">Back-office</p>
          <h1 className="page-title">{WORKBENCH_MESSAGES.title}</h1>
        </div>
        <div className="admin-list-header__actions workbench__toolbar">
          <button type="button" className="button button--ghost" onClick={() => window.print()}>
            {WORKBENCH_MESSAGES.print}
          </button>
        </div>
      </header>
      {failure && (
        <p className="notice notice--error" role="alert">
          {failure}
        </p>
      )}
      {!data ? (
        <LoadState error={error} failed={WORKBENCH_MESSAGES.fetchFailed} />
      ) : data.groups.length === 0 ? (
        <p className="notice" role="status">
          {WORKBENCH_MESSAGES.empty}
        </p>
      ) : (
        <div className="workbench__groups" data-testid="workbench-groups">
          {data.groups.map((group, index) => (
            <GroupCard
              key={`${group.productId}-${group.variantId}-${index}`}
              group={group}
              index={index}
              onChange={change}
            />
          ))}
        </div>
      )}
    </div>
  );
}
