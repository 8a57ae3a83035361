'use client';

import { useEffect } from 'react';
import { CloseIcon } from '@/components/ui/icons';

export type ToastMessage = { id: number; kind: 'success' | 'error' | 'info'; text: string };

const TONE: Record<ToastMessage['kind'], string> = {
  success: 'border-seats-high bg-white text-seats-high',
  error: 'border-seats-low bg-white text-seats-low',
  info: 'border-primary bg-white text-primary',
};

/** A short message at the bottom of the screen ('Added to Cart', 'Cart Updated'), gone after 4 s or on close. */
export function Toast({
  toast,
  onClose,
  closeLabel,
}: {
  toast: ToastMessage | null;
  onClose: () => void;
  closeLabel: string;
}) {
  useEffect(() => {
    if (!toast) return;
    const timer = window.setTimeout(onClose, 4000);
    return () => window.clearTimeout(timer);
  }, [toast, onClose]);

  return (
    <div
      aria-live="polite"
      role="status"
      className="pointer-events-none fixed inset-x-0 bottom-4 z-50 flex justify-center px-4"
    >
      {toast && (
        <div
          key={toast.id}
          data-testid="toast"
          data-kind={toast.kind}
          className={`pointer-events-auto flex items-center gap-3 rounded-lg border-s-4 px-4 py-3 text-sm font-semibold shadow-lg ${TONE[toast.kind]}`}
        >
          <span>{toast.text}</span>
          <button
            type="button"
            onClick={onClose}
            aria-label={closeLabel}
            className="rounded p-1 text-muted hover:text-ink"
          >
            <CloseIcon size={16} />
          </button>
        </div>
      )}
    </div>
  );
}
