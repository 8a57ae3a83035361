import { htmlToLine, htmlToText, truncate } from '@/lib/html/text';

describe('htmlToText', () => {
  it('turns block ends and <br> into line breaks and drops scripts and styles', () => {
    expect(htmlToText('<p>Mon&nbsp;&amp; Tue</p><p>9:00<br/>5:00</p><script>x()</script><style>p{}</style>')).toBe(
      'Mon & Tue\n9:00\n5:00',
    );
  });

  it('decodes named, decimal and hexadecimal entities once', () => {
    expect(htmlToText('&lt;b&gt; &quot;q&quot; &#39;a&#x27; &eacute; &hellip; &copy;')).toBe(`<b> "q" 'a' é … ©`);
    // An escaped entity is text: it decodes to the entity's spelling, not to its character.
    expect(htmlToText('&amp;lt; &amp;amp;')).toBe('&lt; &amp;');
  });

  it('keeps the text of nested and unknown tags, without attributes', () => {
    expect(
      htmlToText(
        '<div class="x"><ul><li><strong>One</strong> <em>two</em></li><li><a href="/y">Th<b>ree</b></a></li></ul></div>',
      ),
    ).toBe('One two\nThree');
  });

  it('keeps Arabic text and its spaces', () => {
    expect(htmlToText('<P DIR="rtl">دورة <STRONG>الوساطة</STRONG>&nbsp;العقارية<BR>في دبي</P>')).toBe(
      'دورة الوساطة العقارية\nفي دبي',
    );
  });

  it('reads line breaks in the source as spaces, as a browser does', () => {
    expect(htmlToText('<p>Sat\n  and\tSun</p>')).toBe('Sat and Sun');
  });

  it('collapses runs of blank lines and spaces, and answers empty text for nothing', () => {
    expect(htmlToText('<p>a</p><p></p><p></p><br><br><p>  b   c </p>')).toBe('a\n\nb c');
    expect(htmlToText(null)).toBe('');
    expect(htmlToText(undefined)).toBe('');
    expect(htmlToText('<p> </p>')).toBe('');
  });
});

describe('htmlToLine', () => {
  it('joins the lines with a space by default, or with the separator given', () => {
    const timing = '<p>Online: Mon &amp; Wed</p><p>Classroom:\n Sat<br>9:00 am</p>';
    expect(htmlToLine(timing)).toBe('Online: Mon & Wed Classroom: Sat 9:00 am');
    expect(htmlToLine(timing, ', ')).toBe('Online: Mon & Wed, Classroom: Sat, 9:00 am');
  });
});

describe('truncate', () => {
  it('leaves short text alone', () => {
    expect(truncate('short', 5)).toBe('short');
  });

  it('cuts to at most max characters, the ellipsis included', () => {
    expect(truncate('hello wonderful world', 12)).toBe('hello wonde…');
    expect(truncate('hello wonderful world', 12)).toHaveLength(12);
    expect(truncate('hello      world', 8)).toBe('hello…');
  });

  it('cuts before a split word when asked, and keeps a whole word that ends at the cut', () => {
    expect(truncate('hello wonderful world', 12, { atWord: true })).toBe('hello…');
    expect(truncate('hello world again', 12, { atWord: true })).toBe('hello world…');
    expect(truncate('دورة الوساطة العقارية', 10, { atWord: true })).toBe('دورة…');
    // One long word: better cut inside it than answer nothing.
    expect(truncate('abcdefghijkl', 6, { atWord: true })).toBe('abcde…');
  });
});
