import { extractVideo, extractVideoEmbedUrl } from '@/lib/catalog/video';

const YT = 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ';

describe('extractVideoEmbedUrl', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', YT],
    ['https://www.youtube.com/watch?feature=share&v=dQw4w9WgXcQ&t=30s', YT],
    ['http://youtube.com/watch?v=dQw4w9WgXcQ', YT],
    ['https://m.youtube.com/watch?v=dQw4w9WgXcQ', YT],
    ['https://youtu.be/dQw4w9WgXcQ?si=abc', YT],
    ['www.youtube.com/watch?v=dQw4w9WgXcQ', YT],
    ['<iframe width="560" height="315" src="https://www.youtube.com/embed/dQw4w9WgXcQ" allowfullscreen></iframe>', YT],
    ["<p><iframe src='//www.youtube.com/embed/dQw4w9WgXcQ?rel=0'></iframe></p>", YT],
    ['<iframe src="https://www.youtube.com/watch?v=dQw4w9WgXcQ&amp;t=1"></iframe>', YT],
    ['https://vimeo.com/76979871', 'https://player.vimeo.com/video/76979871?dnt=1'],
    [
      '<iframe src="https://player.vimeo.com/video/76979871?h=8272103f6e&badge=0"></iframe>',
      'https://player.vimeo.com/video/76979871?h=8272103f6e&dnt=1',
    ],
  ])('%s → embed URL', (input, expected) => {
    expect(extractVideoEmbedUrl(input)).toBe(expected);
  });

  it.each([
    ['javascript:alert(1)'],
    ['javascript://www.youtube.com/%0Aalert(1)'],
    ['<iframe src="javascript:alert(document.cookie)"></iframe>'],
    ['data:text/html,<script>alert(1)</script>'],
    ['https://evil.example/watch?v=dQw4w9WgXcQ'],
    ['https://www.youtube.com.evil.example/embed/dQw4w9WgXcQ'],
    ['https://evil.example/?u=https://www.youtube.com/embed/dQw4w9WgXcQ'],
    ['<iframe src="https://evil.example/embed/dQw4w9WgXcQ"></iframe><a href="https://youtu.be/dQw4w9WgXcQ">x</a>'],
    ['https://user:pass@www.youtube.com/embed/dQw4w9WgXcQ'],
    ['https://www.youtube.com/watch?v=short'],
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ"><script>'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ/../../x'],
    ['https://vimeo.com/not-a-number'],
    ['ftp://www.youtube.com/embed/dQw4w9WgXcQ'],
    ['<p>No video here</p>'],
    [''],
    [null],
    [undefined],
  ])('refuses %p', (input) => {
    expect(extractVideoEmbedUrl(input as string | null | undefined)).toBeNull();
  });

  it('reports the provider and id', () => {
    expect(extractVideo('https://youtu.be/dQw4w9WgXcQ')).toEqual({
      provider: 'youtube',
      id: 'dQw4w9WgXcQ',
      embedUrl: YT,
    });
  });
});
