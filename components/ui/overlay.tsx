'use client';

import { useEffect, useId, useRef, type ReactNode } from 'react';
import '@/app/styles/overlay.css';

type Props = {
  title: string;
  /** Escape, the backdrop and the close button call this; omit it while closing is not allowed. */
  onClose?: () => void;
  children: ReactNode;
  testId?: string;
};

/**
 * A modal panel over the page: labelled by its title, focus moved into it on open, Escape and a
 * click outside close it. The page behind stays in the DOM (it is a form over a product page).
 */
export function Overlay({ title, onClose, children, testId }: Props) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  });

  useEffect(() => {
    const first = panel.current?.querySelector<HTMLElement>('input, select, textarea, button');
    (first ?? panel.current)?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close.current?.();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  return (
    <div
      className="overlay"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) close.current?.();
      }}
    >
      <div
        ref={panel}
        className="overlay__panel"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        data-testid={testId}
      >
        <div className="overlay__head">
          <h2 id={titleId} className="overlay__title">
            {title}
          </h2>
          {onClose && (
            <button type="button" className="overlay__close" aria-label="Close" onClick={onClose}>
              ×
            </button>
          )}
        </div>
        {children}
      </div>
    </div>
  );
}
