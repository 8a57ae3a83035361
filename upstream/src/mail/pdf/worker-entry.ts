// Worker thread that renders the site's printable documents (lib/pdf) for e-mail attachments. It runs as an esbuild
// bundle loaded as native ESM (react-pdf is ESM-only; the upstream runs under tsx's CommonJS hook), off the main
// thread so a render never stalls API requests.
import { parentPort } from 'node:worker_threads';
import { renderDocument, type PdfJob } from '@shared/pdf/render-core';

type Request = { id: number; job: PdfJob };

parentPort!.on('message', (msg: Request) => {
  renderDocument(msg.job).then(
    (pdf) => parentPort!.postMessage({ id: msg.id, pdf }),
    (error: unknown) =>
      parentPort!.postMessage({ id: msg.id, error: String(error instanceof Error ? error.stack : error) }),
  );
});
