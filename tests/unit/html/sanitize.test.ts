import { rebaseHeadings, sanitize } from '@/lib/html/sanitize';

describe('sanitize (upstream HTML allow-list)', () => {
  it('keeps the allowed formatting', () => {
    const html =
      '<h2>Title</h2><p>A <strong>b</strong> <em>c</em><br></p><ul><li>x</li></ul><blockquote>q</blockquote><table><tbody><tr><td colspan="2">1</td></tr></tbody></table>';
    expect(sanitize(html)).toBe(
      '<h2>Title</h2><p>A <strong>b</strong> <em>c</em><br /></p><ul><li>x</li></ul><blockquote>q</blockquote><table><tbody><tr><td colspan="2">1</td></tr></tbody></table>',
    );
  });

  it('removes scripts, styles, event handlers and unknown tags', () => {
    const out = sanitize(
      '<p style="color:red" onclick="x()">hi<script>alert(1)</script></p><style>p{}</style><h1>big</h1><form><input></form>',
    );
    expect(out).toBe('<p>hi</p>big');
  });

  it('allows http(s), mailto, tel and relative links, with rel noopener on external ones', () => {
    expect(sanitize('<a href="https://example.com" target="_blank">x</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitize('<a href="mailto:a@b.ae">m</a><a href="tel:+97141234567">t</a><a href="/en/courses">r</a>')).toBe(
      '<a href="mailto:a@b.ae">m</a><a href="tel:+97141234567">t</a><a href="/en/courses">r</a>',
    );
  });

  it('drops dangerous and protocol-relative hrefs', () => {
    expect(sanitize('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitize('<a href="//evil.example/x">x</a>')).toBe('<a>x</a>');
    expect(sanitize('<a href="data:text/html,hi">x</a>')).toBe('<a>x</a>');
  });

  it('keeps images with a relative or https src and an alt; drops others', () => {
    expect(sanitize('<img src="/files/abc?w=600" alt="Photo" onerror="x()">')).toBe(
      '<img alt="Photo" src="/files/abc?w=600" loading="lazy" />',
    );
    expect(sanitize('<img src="http://insecure.example/a.png">')).toBe('');
    expect(sanitize('<img src="javascript:alert(1)">')).toBe('');
  });

  it('keeps iframes from the known players only', () => {
    for (const src of [
      'https://www.youtube.com/embed/abc123',
      'https://www.youtube-nocookie.com/embed/abc123',
      'https://player.vimeo.com/video/123',
      'https://www.openstreetmap.org/export/embed.html?bbox=55.1,25.0,55.2,25.1',
    ]) {
      expect(
        sanitize(`<iframe src="${src}" width="560" height="315" onload="x()" style="border:0"></iframe>`),
      ).toContain(`src="${src.replace(/&/g, '&amp;')}"`);
    }
    for (const src of [
      'https://evil.example/embed',
      'https://www.youtube.com/watch?v=abc',
      'http://www.youtube.com/embed/abc',
      'javascript:alert(1)',
    ]) {
      expect(sanitize(`<iframe src="${src}"></iframe>`)).toBe('');
    }
    expect(sanitize('<iframe src="https://www.youtube.com/embed/a" onload="x()" style="a"></iframe>')).not.toMatch(
      /onload|style/,
    );
  });

  it('returns an empty string for nothing', () => {
    expect(sanitize(null)).toBe('');
    expect(sanitize('')).toBe('');
  });
});

describe('headings of upstream HTML follow the page outline', () => {
  it('moves the highest heading to the level asked for and keeps the others in step', () => {
    expect(sanitize('<h3>Highlights</h3><p>x</p><h4>Detail</h4>', 2)).toBe(
      '<h2>Highlights</h2><p>x</p><h3>Detail</h3>',
    );
    expect(sanitize('<h2>A</h2><h3>B</h3>', 3)).toBe('<h3>A</h3><h4>B</h4>');
  });

  it('leaves HTML alone when it already starts at that level, has no heading, or no level is asked for', () => {
    expect(sanitize('<h2>A</h2><h4>B</h4>', 2)).toBe('<h2>A</h2><h4>B</h4>');
    expect(sanitize('<p>plain</p>', 2)).toBe('<p>plain</p>');
    expect(sanitize('<h4>A</h4>')).toBe('<h4>A</h4>');
  });

  it('never goes above h2 or below h6, and works on the cleaned tags only', () => {
    expect(rebaseHeadings('<h4>A</h4><h2>B</h2>', 3)).toBe('<h5>A</h5><h3>B</h3>');
    expect(rebaseHeadings('<h4>A</h4>', 2)).toBe('<h2>A</h2>');
    expect(sanitize('<h4 onclick="x()">A</h4>', 2)).toBe('<h2>A</h2>');
  });
});
