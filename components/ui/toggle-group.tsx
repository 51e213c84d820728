'use client';

/**
 * One choice among a few, as a row of toggle buttons: the pressed one is the choice (an analytics
 * range, a report's month or quarter).
 */
export function ToggleGroup<T extends string | number>({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: readonly { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
}) {
  return (
    <div role="group" aria-label={label} className="analytics-range">
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          className="analytics-range__option"
          aria-pressed={option.value === value}
          onClick={() => onChange(option.value)}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
