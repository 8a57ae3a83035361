// A minimal PDF writer: one JPEG per A4 page, drawn full-page. Enough for the generated training calendar
// without pulling a PDF library into the upstream server.
export function jpegsToPdf(pages: { jpeg: Buffer; width: number; height: number }[]): Buffer {
  const A4W = 595.28,
    A4H = 841.89;
  const objs: Buffer[] = [];
  const add = (b: Buffer | string) => {
    objs.push(typeof b === 'string' ? Buffer.from(b, 'latin1') : b);
    return objs.length;
  };
  const catalogId = add(''); // placeholders, filled below
  const pagesId = add('');
  const kids: number[] = [];
  for (const p of pages) {
    const img = add(
      Buffer.concat([
        Buffer.from(
          `<< /Type /XObject /Subtype /Image /Width ${p.width} /Height ${p.height} /ColorSpace /DeviceRGB /BitsPerComponent 8 /Filter /DCTDecode /Length ${p.jpeg.length} >>\nstream\n`,
          'latin1',
        ),
        p.jpeg,
        Buffer.from('\nendstream', 'latin1'),
      ]),
    );
    const content = `q ${A4W} 0 0 ${A4H} 0 0 cm /Im0 Do Q`;
    const contentId = add(`<< /Length ${content.length} >>\nstream\n${content}\nendstream`);
    kids.push(
      add(
        `<< /Type /Page /Parent ${pagesId} 0 R /MediaBox [0 0 ${A4W} ${A4H}] /Resources << /XObject << /Im0 ${img} 0 R >> >> /Contents ${contentId} 0 R >>`,
      ),
    );
  }
  objs[catalogId - 1] = Buffer.from(`<< /Type /Catalog /Pages ${pagesId} 0 R >>`, 'latin1');
  objs[pagesId - 1] = Buffer.from(
    `<< /Type /Pages /Kids [${kids.map((k) => `${k} 0 R`).join(' ')}] /Count ${kids.length} >>`,
    'latin1',
  );

  const parts: Buffer[] = [Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  const offsets: number[] = [];
  let pos = parts[0].length;
  objs.forEach((o, i) => {
    offsets.push(pos);
    const chunk = Buffer.concat([Buffer.from(`${i + 1} 0 obj\n`, 'latin1'), o, Buffer.from('\nendobj\n', 'latin1')]);
    parts.push(chunk);
    pos += chunk.length;
  });
  const xref = [
    'xref',
    `0 ${objs.length + 1}`,
    '0000000000 65535 f ',
    ...offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n `),
  ].join('\n');
  parts.push(
    Buffer.from(
      `${xref}\ntrailer\n<< /Size ${objs.length + 1} /Root ${catalogId} 0 R >>\nstartxref\n${pos}\n%%EOF\n`,
      'latin1',
    ),
  );
  return Buffer.concat(parts);
}
