'use client';

import { useRouter } from 'next/navigation';
import { useSession } from '@/components/auth/session-context';
import { MESSAGES } from '@/lib/messages';
import type { CustomerProfile } from '@/lib/schemas/auth';
import { ProfileForm } from './profile-form';
import '@/app/styles/account.css';

type Props = {
  profile: CustomerProfile;
  /** The profile could not be read; an empty one is offered instead. */
  loadFailed: boolean;
  /** Where to go once saved (already checked to be a path on this site). */
  returnUrl: string;
};

/** 'Complete Your Profile': the customer's details, then back to where they were going. */
export function CustomerInfoForm({ profile, loadFailed, returnUrl }: Props) {
  const router = useRouter();
  const { update } = useSession();

  return (
    <section className="account-card" aria-labelledby="info-form-title">
      <h1 id="info-form-title" className="page-title page-title--small">
        Complete Your Profile
      </h1>
      {loadFailed ? (
        <p className="notice notice--warning" role="status">
          {MESSAGES.profileLoadFailed}
        </p>
      ) : (
        profile.isNewProfile && (
          <p className="notice" role="status" data-testid="profile-welcome">
            {MESSAGES.profileWelcome}
          </p>
        )
      )}
      <ProfileForm
        initial={profile}
        submitLabel="Save Profile"
        onSaved={async () => {
          // The session stops sending this customer to the form at the next sign-in check.
          await update({ needsProfile: false });
          router.replace(returnUrl);
        }}
      />
    </section>
  );
}
