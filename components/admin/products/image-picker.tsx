import type { ReactNode } from 'react';

type Props = {
  /** What the button says. */
  children: ReactNode;
  disabled: boolean;
  multiple?: boolean;
  testId: string;
  /** The last change, announced to screen readers. */
  notice: string;
  /** The files chosen; once it is done the input is emptied, so the same file may be chosen again. */
  onChoose: (files: FileList | null) => void | Promise<void>;
};

/** A product form's photo button (PNG, JPEG or WebP) and the status line of what was done. */
export function ImagePicker({ children, disabled, multiple, testId, notice, onChoose }: Props) {
  return (
    <>
      <div className="admin-panel__actions">
        <label className={`button button--quiet${disabled ? ' button--disabled' : ''}`}>
          {children}
          <input
            type="file"
            multiple={multiple}
            accept="image/png,image/jpeg,image/webp"
            className="visually-hidden"
            disabled={disabled}
            onChange={(event) => {
              const input = event.target;
              void Promise.resolve(onChoose(input.files)).then(() => {
                input.value = '';
              });
            }}
            data-testid={testId}
          />
        </label>
      </div>
      <p className="visually-hidden" role="status">
        {notice}
      </p>
    </>
  );
}
