'use client';

import { useEffect, useRef, useState } from 'react';
import { SketchPicker, type ColorResult } from 'react-color';
import { PICKER_CLOSE_ANIMATION_MS } from '@/lib/constants/store-builder';

type Props = { label: string; value: string; onPick: (hex: string) => void };

/** A hex colour as the theme stores it (3, 6 or 8 digits); anything else is ignored. */
export function isHexColor(value: string): boolean {
  return /^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$/.test(value);
}

/**
 * One colour of the scheme: swatch and hex value; a click opens a sketch picker (alpha disabled)
 * that closes on a click outside it, after its 200 ms closing animation.
 */
export function ColorPickerPopover({ label, value, onPick }: Props) {
  const [open, setOpen] = useState(false);
  const [closing, setClosing] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: MouseEvent | TouchEvent) => {
      if (root.current?.contains(event.target as Node)) return;
      setClosing(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        setOpen(false);
        setClosing(false);
      }, PICKER_CLOSE_ANIMATION_MS);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('mousedown', onPointer);
    document.addEventListener('touchstart', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onPointer);
      document.removeEventListener('touchstart', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  useEffect(() => () => clearTimeout(timer.current), []);

  const id = `color-${label.toLowerCase().replace(/\s+/g, '-')}`;
  return (
    <div className="color-item" ref={root}>
      <span className="color-item__label" id={`${id}-label`}>
        {label}
      </span>
      <button
        type="button"
        className="color-item__button"
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-value`}
        aria-expanded={open}
        data-testid={id}
        onClick={() => {
          setClosing(false);
          setOpen((was) => !was);
        }}
      >
        <span className="color-item__swatch" style={{ background: value }} aria-hidden="true" />
        <code className="color-item__value" id={`${id}-value`}>
          {value.toUpperCase()}
        </code>
      </button>
      {open && (
        <div
          className={`color-item__popover${closing ? ' color-item__popover--closing' : ''}`}
          data-testid={`${id}-picker`}
        >
          <SketchPicker
            color={value}
            disableAlpha
            onChange={(color: ColorResult) => {
              if (isHexColor(color.hex)) onPick(color.hex.toUpperCase());
            }}
          />
        </div>
      )}
    </div>
  );
}
