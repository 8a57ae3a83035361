import {
  accountPath,
  albumPath,
  articlePath,
  coursePath,
  diplomaPath,
  initiativePath,
  instructorPath,
  localePath,
  loginPath,
  orderPath,
  ordersPath,
  paymentLinkPath,
  paymentReturnPath,
  programsPagePath,
  staticPagePath,
  verifyCertificatePath,
} from '@/lib/routes';

describe('item paths', () => {
  it('take the upstream link text, encoded, or a fallback word when it is blank', () => {
    expect(coursePath({ Link: 'real-estate-basics', ProductId: 12 })).toBe('/course/real-estate-basics/12');
    expect(coursePath({ Link: '  ', ProductId: 12 })).toBe('/course/course/12');
    expect(diplomaPath({ DiplomaID: 4, Link: 'دبلوم الوساطة' })).toBe(
      `/academic-program/4/${encodeURIComponent('دبلوم الوساطة')}`,
    );
    expect(articlePath({ ArticleID: 7, Link: null })).toBe('/blog/article/7/article');
    expect(instructorPath({ InstructorLink: 'a/b', InstructorID: 3 })).toBe('/instructor/a%2Fb/3');
    expect(initiativePath({ Link: null, InitID: 9 })).toBe('/initiatives/initiative/9');
    expect(staticPagePath('about')).toBe('/page/about');
  });

  it('send albums to their kind of list and page 1 of the programs to the list itself', () => {
    expect(albumPath({ AlbumID: 5, AlbumType: 2 })).toBe('/media-center/videos/video-album?id=5');
    expect(albumPath({ AlbumID: 6, AlbumType: 1 })).toBe('/media-center/gallery/photo-album?id=6');
    expect(programsPagePath(1)).toBe('/training-programs');
    expect(programsPagePath(3)).toBe('/training-programs/page/3');
  });
});

describe('account and sign-in paths', () => {
  it('encode ids and return addresses as query values', () => {
    expect(accountPath('my-waitlist')).toBe('/my-account/my-waitlist');
    expect(ordersPath()).toBe('/my-account/my-orders');
    expect(ordersPath('ORD 7')).toBe('/my-account/my-orders?id=ORD%207');
    expect(orderPath(42)).toBe('/my-account/my-orders/order?id=42');
    expect(loginPath()).toBe('/login');
    expect(loginPath('/ar/cart?x=1&y=2')).toBe('/login?returnUrl=%2Far%2Fcart%3Fx%3D1%26y%3D2');
    expect(loginPath('/en/cart', 'login-first')).toBe('/login?returnUrl=%2Fen%2Fcart&reason=login-first');
    expect(loginPath(null, 'login-first')).toBe('/login?reason=login-first');
  });

  it('build the payment return, pay link and certificate check, and put a language in front', () => {
    expect(paymentReturnPath('failed', 'a&b')).toBe('/payment?status=failed&oid=a%26b');
    expect(paymentLinkPath('t/1')).toBe('/payment-link/t%2F1');
    expect(verifyCertificatePath('RETI-2026-0001')).toBe('/verify-certificate?number=RETI-2026-0001');
    expect(verifyCertificatePath()).toBe('/verify-certificate');
    expect(localePath('ar', ordersPath(3))).toBe('/ar/my-account/my-orders?id=3');
  });
});
