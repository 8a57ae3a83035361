import sharp from 'sharp';
import { settings } from '@/upstream/src/seed/content/settings';
import { slides } from '@/upstream/src/seed/content/slides';
import { categories } from '@/upstream/src/seed/content/categories';
import { titleLines } from '@/upstream/src/seed/render/calendar';
import { renderCover } from '@/upstream/src/seed/render/cover';
import { coverSvg } from '@/upstream/src/seed/render/svg';

/** What the seeded images and the training calendar draw. */
describe('seeded images carry no text (the site prints titles itself, in the reader language)', () => {
  const specs = [
    ...slides.map((s) => s.image),
    ...categories.flatMap((c) => ('image' in c && c.image ? [c.image] : [])),
    { title_en: 'Real Estate Brokerage', title_ar: 'الوساطة العقارية', palette: 'navy', icon: 'key' } as const,
  ];

  it.each(['wide', 'square', 'logo'] as const)('no <text> in any %s cover', (shape) => {
    const [width, height] = { wide: [1200, 675], square: [800, 800], logo: [600, 300] }[shape];
    for (const spec of specs) {
      const svg = coverSvg(spec, width, height);
      expect(svg).not.toMatch(/<text|<tspan/);
      expect(svg).not.toContain(spec.title_en);
      expect(svg).not.toContain(spec.title_ar);
    }
  });

  it('two covers of one palette and icon still differ, and one spec always draws the same picture', () => {
    const a = { title_en: 'Valuation', title_ar: 'التقييم', palette: 'teal', icon: 'chart' } as const;
    const b = { ...a, title_en: 'Investment', title_ar: 'الاستثمار' };
    expect(coverSvg(a, 1200, 675)).not.toBe(coverSvg(b, 1200, 675));
    expect(coverSvg(a, 1200, 675)).toBe(coverSvg(a, 1200, 675));
  });

  it('renders to a JPEG of the asked size', async () => {
    const image = await renderCover(specs[0], 'wide');
    const meta = await sharp(image.bytes).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1200, 675]);
  });
});

describe('the training calendar header', () => {
  it('puts the English and the Arabic title on lines of their own, each from its reading start', () => {
    const [en, ar] = titleLines(settings.TrainingCalendar!);
    expect(en.text).toBe(settings.TrainingCalendar!.title_en);
    expect(ar.text).toBe(settings.TrainingCalendar!.title_ar);
    // the bands the two lines cover (ascent about the font size, descent a third of it) do not meet
    const band = (l: { y: number; size: number }) => [l.y - l.size, l.y + l.size / 3];
    const [enTop, enBottom] = band(en);
    const [arTop] = band(ar);
    expect(enTop).toBeGreaterThan(0);
    expect(arTop).toBeGreaterThanOrEqual(enBottom);
    expect([en.anchor, ar.anchor]).toEqual(['start', 'end']);
    expect(ar.x).toBeGreaterThan(en.x);
  });
});
