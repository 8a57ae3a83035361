import { TRUSTED_TYPES_SCRIPT } from '@/lib/security/trusted-types-policy';

/**
 * Runs in the browser before the app hydrates. Every document enforces Trusted Types, and the layouts write the
 * policy first in <head> (app/trusted-types-script.tsx). A document Next writes without any layout (its error
 * document, `<html id="__next_error__">`, sent when rendering fails on the server, then rendered in the browser) has
 * no policy, so every chunk it loads was refused and the page stayed blank. There, the same script is added here,
 * through a policy that passes that one text only. Where the layout's policy ran, this does nothing.
 */
type Factory = {
  defaultPolicy: unknown;
  createPolicy(
    name: string,
    rules: { createScript: (text: string) => string | null },
  ): {
    createScript(text: string): string;
  };
};

const factory = (window as unknown as { trustedTypes?: Factory }).trustedTypes;
if (factory && !factory.defaultPolicy) {
  // 'inert-check' is one of the names the CSP allows ('allow-duplicates'); the script makes its own of that name.
  const loader = factory.createPolicy('inert-check', {
    createScript: (text) => (text === TRUSTED_TYPES_SCRIPT ? text : null),
  });
  const script = document.createElement('script');
  script.text = loader.createScript(TRUSTED_TYPES_SCRIPT);
  document.head.append(script);
}
