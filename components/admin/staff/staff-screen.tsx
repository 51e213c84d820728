'use client';

import Link from 'next/link';
import useSWR from 'swr';
import { LoadState } from '@/components/ui/load-state';
import { Panel } from '@/components/ui/panel';
import { STAFF_INVITATION_TTL_DAYS } from '@/lib/constants/staff';
import { fetchStaff, STAFF_MESSAGES, STAFF_PATH } from '@/lib/client/staff';
import { InvitationList } from './invitation-list';
import { InviteForm } from './invite-form';
import { RefundLimitForm } from './refund-limit-form';
import { StaffList } from './staff-list';

/**
 * The owner's staff screen: the store's people and their roles, inviting one more, the invitations
 * still open, and the Orders role's refund limit. The rule that all staff sign in with a second
 * factor is the owner's switch on Security; here it is only said.
 */
export function StaffScreen() {
  const { data, error, mutate } = useSWR(STAFF_PATH, fetchStaff, { revalidateOnFocus: false });
  if (!data) return <LoadState error={error} failed={STAFF_MESSAGES.loadFailed} />;
  const refresh = () => mutate();
  return (
    <>
      <Panel name="staff-people" title="People">
        <StaffList people={data.staff} onChanged={refresh} />
        <p className="muted" data-testid="staff-two-factor-rule">
          {data.settings.requireTwoFactor
            ? 'Everyone on the team must sign in with two-factor sign-in.'
            : 'Two-factor sign-in is not required of the team.'}{' '}
          <Link href="/admin/security">Change this on Security</Link>
        </p>
      </Panel>
      <Panel
        name="staff-invite"
        title="Invite a person"
        hint={`They get an email with a link to join, good for ${STAFF_INVITATION_TTL_DAYS} days.`}
      >
        <InviteForm onInvited={refresh} />
      </Panel>
      <Panel name="staff-invitations" title="Invitations">
        <InvitationList invitations={data.invitations} onChanged={refresh} />
      </Panel>
      <Panel
        name="staff-refund-limit"
        title="Orders refund limit"
        hint="The most a person with the Orders role may refund on one order. Owners and Managers have no limit."
      >
        <RefundLimitForm limitCents={data.settings.ordersRefundLimitCents} onSaved={refresh} />
      </Panel>
    </>
  );
}
