'use client';

import { useEffect, useEffectEvent, useRef } from 'react';
import type {} from 'altcha/types/react';

export type AltchaWidgetProps = {
  /** The solved payload (base64), or null when unsolved, expired or failed. */
  onChange: (payload: string | null) => void;
  language: string;
  /** Challenge endpoint (self-hosted). */
  challengeUrl?: string;
};

/**
 * The ALTCHA widget (self-hosted proof of work, no third-party script). The `altcha` module is imported
 * here only, so it loads on pages that show a form with a captcha.
 */
export function AltchaWidget({ onChange, language, challengeUrl = '/api/captcha' }: AltchaWidgetProps) {
  const ref = useRef<HTMLElement>(null);
  // The latest onChange, without re-adding the listener (and re-loading the widget) when the parent re-renders.
  const emit = useEffectEvent((payload: string | null) => onChange(payload));

  useEffect(() => {
    let cancelled = false;
    void (async () => {
      await import('altcha');
      if (language === 'ar') await import('altcha/i18n/ar');
      if (cancelled) return;
    })();
    const element = ref.current;
    if (!element) return;
    const handler = (event: Event) => {
      const detail = (event as CustomEvent<{ state?: string; payload?: string }>).detail ?? {};
      emit(detail.state === 'verified' && detail.payload ? detail.payload : null);
    };
    element.addEventListener('statechange', handler);
    return () => {
      cancelled = true;
      element.removeEventListener('statechange', handler);
    };
  }, [language]);

  return (
    <div className="min-h-16" data-testid="captcha">
      <altcha-widget ref={ref} challenge={challengeUrl} language={language} name="altcha" suppressHydrationWarning />
    </div>
  );
}
