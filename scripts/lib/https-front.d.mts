// Types of https-front.mjs for the TypeScript test that imports it.
export type HttpsFront = { url: string; close: () => Promise<void> };
export function startHttpsFront(origin: string): Promise<HttpsFront>;
