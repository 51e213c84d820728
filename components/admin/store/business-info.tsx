'use client';

export type BusinessDraft = { storeName: string; description: string; email: string; phoneNumber: string };

type Props = {
  value: BusinessDraft;
  editable: boolean;
  onChange: (value: BusinessDraft) => void;
  error?: string | null;
};

const FIELDS: { key: keyof BusinessDraft; label: string; type: string; multiline?: boolean }[] = [
  { key: 'storeName', label: 'Store Name', type: 'text' },
  { key: 'description', label: 'Description', type: 'text', multiline: true },
  { key: 'email', label: 'Email', type: 'email' },
  { key: 'phoneNumber', label: 'Phone', type: 'tel' },
];

/** 'Business Information': read-only until Quick Edit; edits wait for Save All Changes. */
export function BusinessInfo({ value, editable, onChange, error }: Props) {
  return (
    <section className="admin-panel" aria-labelledby="business-info-title">
      <h3 id="business-info-title" className="admin-panel__title">
        Business Information
      </h3>
      {!editable && <p className="admin-panel__hint">Choose Quick Edit to change these details.</p>}
      <div className="admin-panel__grid">
        {FIELDS.map(({ key, label, type, multiline }) => (
          <label key={key} className={`field admin-field${multiline ? ' admin-field--wide' : ''}`}>
            <span className="field__label">{label}</span>
            {multiline ? (
              <textarea
                className="input"
                rows={3}
                value={value[key]}
                readOnly={!editable}
                onChange={(event) => onChange({ ...value, [key]: event.target.value })}
              />
            ) : (
              <input
                className="input"
                type={type}
                value={value[key]}
                readOnly={!editable}
                onChange={(event) => onChange({ ...value, [key]: event.target.value })}
              />
            )}
          </label>
        ))}
      </div>
      {error && (
        <p className="field__error" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
