import type { ReactNode } from 'react';

/** A field of the form under its label; `id` is the control's id. */
export function LabelledField({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-primary">
        {label}
      </label>
      {children}
    </div>
  );
}
