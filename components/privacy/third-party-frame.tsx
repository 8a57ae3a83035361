'use client';

import { useState } from 'react';

/**
 * A third-party frame (a map) that loads only when the visitor asks for it: until then nothing of the third
 * party reaches the browser, so it cannot set its cookies without the visitor's consent. The click is the
 * consent, for this frame, on this page view.
 */
export function ThirdPartyFrame({
  src,
  title,
  notice,
  showLabel,
  className,
  testId,
}: {
  src: string;
  title: string;
  notice: string;
  showLabel: string;
  className?: string;
  testId?: string;
}) {
  const [shown, setShown] = useState(false);
  return (
    <div className={className} data-testid={testId}>
      {shown ? (
        <iframe
          src={src}
          title={title}
          className="h-full w-full"
          loading="lazy"
          referrerPolicy="no-referrer-when-downgrade"
        />
      ) : (
        <div className="flex h-full flex-col items-center justify-center gap-3 bg-sand p-6 text-center">
          <p className="max-w-md text-sm text-muted">{notice}</p>
          <button
            type="button"
            onClick={() => setShown(true)}
            className="rounded-lg border border-primary bg-white px-4 py-2 text-sm font-semibold text-primary hover:bg-primary-50"
            data-testid="third-party-frame-load"
          >
            {showLabel}
          </button>
        </div>
      )}
    </div>
  );
}
