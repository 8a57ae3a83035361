import { TRUSTED_TYPES_SCRIPT } from '@/lib/security/trusted-types';

/** The Trusted Types policy (lib/security/trusted-types.ts), first in <head>: it must exist before any DOM sink is used. */
export function TrustedTypesScript() {
  return <script id="trusted-types" dangerouslySetInnerHTML={{ __html: TRUSTED_TYPES_SCRIPT }} />;
}
