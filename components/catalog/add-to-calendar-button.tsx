'use client';

import { buildIcs, icsFileName, type IcsEvent } from '@/lib/calendar/ics';

export type AddToCalendarButtonProps = {
  event: IcsEvent;
  /** Base of the file name, e.g. `program-12` → `program-12.ics`. */
  fileBase: string;
  label: string;
  /** Accessible name (e.g. "Add Valuation Basics to your calendar (.ics file)"). */
  ariaLabel?: string;
  className?: string;
};

/** Saves the string as a file through a Blob URL (no server route: the page stays static). */
export function downloadText(text: string, fileName: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.rel = 'noopener';
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** 'Add to calendar': builds the .ics (RFC 5545) in the browser from the program's event data. */
export function AddToCalendarButton({ event, fileBase, label, ariaLabel, className = '' }: AddToCalendarButtonProps) {
  return (
    <button
      type="button"
      aria-label={ariaLabel}
      onClick={() => downloadText(buildIcs(event), icsFileName(fileBase), 'text/calendar;charset=utf-8')}
      className={`inline-flex items-center justify-center gap-1 rounded-md border border-primary px-4 py-2 text-sm font-semibold text-primary hover:bg-primary-50 ${className}`}
    >
      <svg
        viewBox="0 0 24 24"
        width={16}
        height={16}
        fill="none"
        stroke="currentColor"
        strokeWidth={1.8}
        aria-hidden="true"
        focusable="false"
      >
        <path d="M4 6h16v14H4z" />
        <path d="M4 10h16M8 3v4M16 3v4M12 13v5M9.5 15.5h5" />
      </svg>
      {label}
    </button>
  );
}
