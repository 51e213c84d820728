'use client';

import { useState } from 'react';
import { countryName } from '@/lib/countries';
import { isAbroad } from '@/lib/profile-countries';
import { displayPhone } from '@/lib/phone';
import type { CustomerProfile } from '@/lib/schemas/auth';
import { ProfileForm } from './profile-form';
import '@/app/styles/account.css';

const ROWS: { key: keyof CustomerProfile; label: string }[] = [
  { key: 'name', label: 'Name' },
  { key: 'email', label: 'Email' },
  { key: 'phone', label: 'Phone' },
  { key: 'address', label: 'Address' },
  { key: 'addressLine2', label: 'Address line 2' },
  { key: 'city', label: 'City' },
  { key: 'state', label: 'State' },
  { key: 'zipCode', label: 'ZIP code' },
];

/** The profile, read-only until Edit; the email can never be changed here. */
export function AccountProfile({ initial }: { initial: CustomerProfile }) {
  const [profile, setProfile] = useState(initial);
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);

  if (editing) {
    return (
      <ProfileForm
        initial={profile}
        submitLabel="Save Changes"
        onCancel={() => setEditing(false)}
        onSaved={(next) => {
          setProfile(next);
          setEditing(false);
          setSaved(true);
        }}
      />
    );
  }
  return (
    <div>
      {saved && (
        <p className="notice" role="status">
          Your profile has been updated.
        </p>
      )}
      <dl className="profile-view" data-testid="profile-view">
        {ROWS.map(({ key, label }) => {
          const raw = String(profile[key] ?? '');
          const value = key === 'phone' && raw ? displayPhone(raw) : raw;
          return (
            <div key={key} className="profile-view__row">
              <dt>{label}</dt>
              <dd>{value || '—'}</dd>
            </div>
          );
        })}
        {isAbroad(profile.country) && (
          <div className="profile-view__row">
            <dt>Country</dt>
            <dd>{countryName(profile.country)}</dd>
          </div>
        )}
      </dl>
      <button
        type="button"
        className="button"
        onClick={() => {
          setSaved(false);
          setEditing(true);
        }}
        data-testid="profile-edit"
      >
        Edit Profile
      </button>
    </div>
  );
}
