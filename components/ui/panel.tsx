import type { ReactNode } from 'react';

type Props = {
  /** Its class beside `admin-panel`, and its heading's id (`${name}-title`), which names it. */
  name: string;
  title: ReactNode;
  /** 3 for a panel within a screen whose sections have their own h2. */
  level?: 2 | 3;
  /** A line under the title. */
  hint?: ReactNode;
  children: ReactNode;
};

/** A back-office panel: a section named by its heading, with an optional hint under it. */
export function Panel({ name, title, level = 2, hint, children }: Props) {
  const Heading = level === 2 ? 'h2' : 'h3';
  const titleId = `${name}-title`;
  return (
    <section className={`admin-panel ${name}`} aria-labelledby={titleId}>
      <Heading id={titleId} className="admin-panel__title">
        {title}
      </Heading>
      {hint && <p className="admin-panel__hint">{hint}</p>}
      {children}
    </section>
  );
}
