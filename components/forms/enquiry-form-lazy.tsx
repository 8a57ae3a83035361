'use client';

import { lazy, Suspense, useEffect, useRef, useState, type ComponentProps } from 'react';
import type { EnquiryFormClient } from '@/components/contact/enquiry-form-client';
import { gate, whenNear } from '@/components/ui/when-near';

type Props = ComponentProps<typeof EnquiryFormClient>;

const load = () => import('@/components/contact/enquiry-form-client').then((m) => ({ default: m.EnquiryFormClient }));
/** The server renders the form at once; one lazy component, so a retried render finds the code it loaded. */
const ServerForm = lazy(load);

/**
 * The enquiry form, server-rendered as always, whose code (react-hook-form, zod, the ALTCHA widget) the browser
 * loads only when the form comes near the viewport or is touched or focused: until then React leaves the server's
 * HTML in place, not yet hydrated (a suspended lazy component inside Suspense), so a course page or the contact page
 * does not pay for a form below the fold. On the server the code loads at once, so the HTML has the whole form.
 */
export function EnquiryFormLazy(props: Props) {
  const ref = useRef<HTMLDivElement>(null);
  const [near] = useState(gate);
  const [Form] = useState(() => (typeof window === 'undefined' ? ServerForm : lazy(() => near.promise.then(load))));
  useEffect(() => {
    if (ref.current) return whenNear(ref.current, near.open);
  }, [near]);
  return (
    <div ref={ref}>
      <Suspense fallback={null}>
        <Form {...props} />
      </Suspense>
    </div>
  );
}
