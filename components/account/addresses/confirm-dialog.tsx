'use client';

import { useEffect, useId, useRef } from 'react';

type Props = {
  open: boolean;
  /** The question or the message (already translated). */
  message: string;
  title?: string;
  confirmLabel: string;
  /** Without it the dialog is an alert with one button. */
  cancelLabel?: string;
  busy?: boolean;
  tone?: 'default' | 'danger' | 'success' | 'error';
  onConfirm: () => void;
  onCancel?: () => void;
  testId?: string;
};

/**
 * A modal confirmation or alert on the native <dialog> (focus trapped, Escape closes, the page behind inert).
 * Used for 'Are you sure you want to delete?', 'Are you sure you want to reserve this time slot?' and the
 * booking outcome alerts.
 */
export function ConfirmDialog({
  open,
  message,
  title,
  confirmLabel,
  cancelLabel,
  busy,
  tone = 'default',
  onConfirm,
  onCancel,
  testId,
}: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const id = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal?.();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  const confirmClass = {
    default: 'bg-primary text-white hover:bg-primary-700',
    danger: 'bg-seats-low text-white hover:opacity-90',
    success: 'bg-seats-high text-white hover:opacity-90',
    error: 'bg-primary text-white hover:bg-primary-700',
  }[tone];

  return (
    <dialog
      ref={ref}
      role={cancelLabel ? 'dialog' : 'alertdialog'}
      aria-labelledby={title ? `${id}-title` : `${id}-message`}
      aria-describedby={title ? `${id}-message` : undefined}
      onCancel={(event) => {
        event.preventDefault();
        if (busy) return;
        (onCancel ?? onConfirm)();
      }}
      className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-2xl border border-line bg-white p-0 text-ink shadow-xl backdrop:bg-primary/40"
      data-testid={testId}
    >
      {open && (
        <div className="flex flex-col gap-5 p-6">
          {title && (
            <h2 id={`${id}-title`} className="text-lg font-bold text-primary">
              {title}
            </h2>
          )}
          <p
            id={`${id}-message`}
            className={`text-base ${tone === 'error' ? 'font-semibold text-seats-low' : tone === 'success' ? 'font-semibold text-seats-high' : ''}`}
          >
            {message}
          </p>
          <div className="flex flex-wrap justify-end gap-2">
            {cancelLabel && (
              <button
                type="button"
                onClick={onCancel}
                disabled={busy}
                className="rounded-lg border border-line px-4 py-2 text-sm font-semibold text-ink hover:bg-sand disabled:opacity-50"
              >
                {cancelLabel}
              </button>
            )}
            <button
              type="button"
              onClick={onConfirm}
              disabled={busy}
              aria-busy={busy || undefined}
              autoFocus
              className={`rounded-lg px-4 py-2 text-sm font-semibold disabled:opacity-50 ${confirmClass}`}
            >
              {confirmLabel}
            </button>
          </div>
        </div>
      )}
    </dialog>
  );
}
