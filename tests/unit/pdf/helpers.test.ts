import QRCode from 'qrcode';
import { assertCreditNoteAvailable, assertReceiptAvailable, DocumentNotAvailableError } from '@/lib/pdf/errors';
import { glyphForCodePoints, installFontkitGlyphFix, uninstallFontkitGlyphFix } from '@/lib/pdf/fontkit-glyph-fix';
import { installFontkitLayoutCache, uninstallFontkitLayoutCache } from '@/lib/pdf/fontkit-layout-cache';
import { DEFAULT_INSTITUTE, resolveInstitute } from '@/lib/pdf/institute';
import { orderTerms } from '@/lib/pdf/labels';
import { customerTrn, documentNumber, printedLines, printedTotals } from '@/lib/pdf/order-amounts';
import { qrShape, verificationUrl } from '@/lib/pdf/qr';
import { sampleItems, sampleOrder } from '@/lib/pdf/samples';

describe('verification URL and QR', () => {
  it('builds the spec URL', () => {
    expect(verificationUrl({ lang: 'en', uid: 'u-1', cid: 42, type: 'diploma', base: 'https://site.ae/' })).toBe(
      'https://site.ae/en/verify-certificate?uid=u-1&cid=42&type=diploma',
    );
    // Without a base (samples): the development origin; the site passes SITE_URL (lib/documents/jobs.ts).
    expect(verificationUrl({ lang: 'ar', uid: 'a b', cid: '7', type: 'init' })).toBe(
      'http://localhost:3000/ar/verify-certificate?uid=a+b&cid=7&type=init',
    );
  });

  it('draws exactly the dark modules of the QR code of the URL', () => {
    const url = 'https://reti.example.ae/en/verify-certificate?uid=u&cid=1&type=course';
    const shape = qrShape(url, 2);
    const qr = QRCode.create(url, { errorCorrectionLevel: 'M' });
    const n = qr.modules.size;
    expect(shape.size).toBe(n + 4);
    const drawn = new Set<string>();
    for (const m of shape.path.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
      for (let x = 0; x < Number(m[3]); x += 1) drawn.add(`${Number(m[1]) + x - 2},${Number(m[2]) - 2}`);
    }
    const expected = new Set<string>();
    for (let y = 0; y < n; y += 1)
      for (let x = 0; x < n; x += 1) if (qr.modules.data[y * n + x]) expected.add(`${x},${y}`);
    expect(expected.size).toBeGreaterThan(100);
    expect([...drawn].sort()).toEqual([...expected].sort());
  });
});

describe('order figures for the documents', () => {
  it('prints upstream figures, per-line VAT and sequential numbers', () => {
    const lines = printedLines(sampleOrder(), sampleItems);
    expect(lines.map((l) => [l.quantity, l.unitPrice, l.net, l.vat, l.total, l.vatRatePercent])).toEqual([
      [1, 100000, 100000, 5000, 105000, 5],
      [2, 24024, 48048, 2402, 50450, 5],
      [1, 2000, 2000, 100, 2100, 5],
    ]);
    expect(printedTotals(sampleOrder(), lines)).toEqual({
      subTotal: 150048,
      discount: 0,
      totalAfterDiscount: 150048,
      vat: 7502,
      total: 157550,
    });
    expect(documentNumber('INV', 123)).toBe('INV-000123');
    expect(documentNumber('CN', '1234567')).toBe('CN-1234567');
    expect(customerTrn(sampleOrder({ TRN: '-' }))).toBeUndefined();
    expect(customerTrn(sampleOrder({ TRN: ' 100987654300003 ' }))).toBe('100987654300003');
  });

  it('derives missing totals with the same rules', () => {
    const lines = printedLines({}, [{ ItemName_en: 'x', Price: '480.48', TAX: '' }]);
    expect(lines[0].vat).toBe(2402);
    const t = printedTotals(
      { ...sampleOrder(), SubTotal: '', VAT: '', OrderTotal: '', TotalAfterDiscount: null, Discount: '10' },
      lines,
    );
    expect(t).toEqual({ subTotal: 48048, discount: 1000, totalAfterDiscount: 47048, vat: 2402, total: 49450 });
  });

  it('receipt only for a paid order (2), credit note only for credit or refund (4)', () => {
    expect(() => assertReceiptAvailable({ PaymentStatusID: 2 })).not.toThrow();
    for (const id of [0, 1, 3, 4])
      expect(() => assertReceiptAvailable({ PaymentStatusID: id })).toThrow(DocumentNotAvailableError);
    expect(() => assertCreditNoteAvailable({ PaymentStatusID: 4 })).not.toThrow();
    for (const id of [0, 1, 2, 3])
      expect(() => assertCreditNoteAvailable({ PaymentStatusID: id })).toThrow(
        /No credit-note for an order in payment status/,
      );
  });

  it('terms carry the AED 520 cheque return charge in both languages', () => {
    const terms = orderTerms(520);
    expect(terms.some((t) => t.en.includes('AED 520') && t.en.includes('returned cheque'))).toBe(true);
    expect(terms.some((t) => t.ar.includes('520') && t.ar.includes('شيك مرتجع'))).toBe(true);
  });

  it('institute identity from settings, with defaults', () => {
    expect(resolveInstitute().trn).toBe(DEFAULT_INSTITUTE.trn);
    const inst = resolveInstitute({ POBox: 'P.O. Box 777', EmailAddress: 'a@b.ae', trn: '100000000000003' });
    expect(inst.poBox).toEqual({ en: 'P.O. Box 777', ar: 'ص.ب. 777' });
    expect(inst.email).toBe('a@b.ae');
    expect(inst.trn).toBe('100000000000003');
    expect(inst.signatoryTitle.en).toBe('Chief Executive Officer');
  });
});

describe('fontkit glyph-cache fix', () => {
  class Glyph {
    isMark: boolean;
    isLigature: boolean;
    constructor(
      public id: number,
      public codePoints: number[],
    ) {
      this.isMark = false;
      this.isLigature = codePoints.length > 1;
    }
    get advanceWidth() {
      return 500 + this.id;
    }
  }
  class FakeFont {
    _glyphs: Record<number, Glyph> = {};
    getGlyph(id: number, codePoints: number[] = []) {
      return (this._glyphs[id] ??= new Glyph(id, codePoints));
    }
  }

  it('returns a glyph with the requested code points even when the cached one was built for others', () => {
    const font = new FakeFont();
    const first = font.getGlyph(17, []); // built inside an Arabic cluster, without code points
    expect(font.getGlyph(17, [0x50]).codePoints).toEqual([]); // the bug: "P" comes back without its code point
    expect(installFontkitGlyphFix(font)).toBe(true);
    expect(installFontkitGlyphFix(font)).toBe(true); // idempotent
    const fixed = font.getGlyph(17, [0x50]);
    expect(fixed.codePoints).toEqual([0x50]);
    expect(fixed.advanceWidth).toBe(517); // metrics shared with the cached glyph
    expect(first.codePoints).toEqual([]); // the cache is not mutated
    expect(font.getGlyph(17, [])).toBe(first);
    expect(glyphForCodePoints(first, [0x64b]).isMark).toBe(true);
    expect(glyphForCodePoints(first, [0x644, 0x627]).isLigature).toBe(true);
    uninstallFontkitGlyphFix(font);
    expect(font.getGlyph(17, [0x50]).codePoints).toEqual([]);
  });
});

describe('fontkit layout memo', () => {
  class Run {
    constructor(
      public glyphs: { id: number }[],
      public positions: { xAdvance: number; yOffset: number }[],
    ) {}
    get advanceWidth() {
      return this.positions.reduce((a, p) => a + p.xAdvance, 0);
    }
  }
  class FakeFont {
    calls = 0;
    layout(text: string, features?: string[]) {
      this.calls += 1;
      return new Run(
        [...text].map((c) => ({ id: c.charCodeAt(0) })),
        [...text].map(() => ({ xAdvance: features?.length ? 2 : 1, yOffset: 0 })),
      );
    }
  }

  it('shapes a string once and hands out independent copies', () => {
    const font = new FakeFont();
    expect(installFontkitLayoutCache(font, 2)).toBe(true);
    const a = font.layout('abc') as Run;
    const b = font.layout('abc') as Run;
    expect(font.calls).toBe(1);
    expect(b).toBeInstanceOf(Run);
    expect(b.advanceWidth).toBe(3);
    b.positions[0].yOffset = 99; // a consumer writing into its copy
    b.glyphs.pop();
    expect((font.layout('abc') as Run).positions[0].yOffset).toBe(0);
    expect((font.layout('abc') as Run).glyphs).toHaveLength(3);
    expect(a.glyphs[0]).toBe(b.glyphs[0]); // glyph objects are shared, as fontkit shares them
    font.layout('abc', ['liga']);
    expect(font.calls).toBe(2); // other arguments, other entry
    font.layout('x');
    font.layout('y'); // limit 2: the least recently used entries go
    font.layout('abc');
    expect(font.calls).toBe(5);
    uninstallFontkitLayoutCache(font);
    font.layout('y');
    font.layout('y');
    expect(font.calls).toBe(7);
  });
});
