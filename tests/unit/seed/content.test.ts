import {
  COURSES_WITHOUT_PROGRAMS,
  COURSE_WITH_MANY_PROGRAMS,
  INIT_PROGRAM_FULL,
  INIT_PROGRAM_ONE_SEAT_LEFT,
  INIT_PROGRAM_TWO_MONTHS,
  XSS_ARTICLE_ID,
  content,
  resolveDate,
  withSecurityFixtures,
} from '@/upstream/src/seed/content';
import { loadConfig } from '@/upstream/src/config';

const ARABIC = /[\u0600-\u06FF]/;
const words = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .split(/\s+/)
    .filter(Boolean).length;

function ids<T>(rows: T[], key: keyof T): unknown[] {
  return rows.map((r) => r[key]);
}

function expectUnique(values: unknown[]) {
  expect(new Set(values).size).toBe(values.length);
}

/** Collects every non-empty string under a key ending in `_ar` (recursively). Link fields are paths, not text. */
function arabicTexts(value: unknown, path = '', out: [string, string][] = []): [string, string][] {
  if (Array.isArray(value)) value.forEach((v, i) => arabicTexts(v, `${path}[${i}]`, out));
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      const p = path ? `${path}.${k}` : k;
      if (typeof v === 'string' && k.endsWith('_ar') && !k.startsWith('Link') && v !== '') out.push([p, v]);
      else arabicTexts(v, p, out);
    }
  }
  return out;
}

describe('seed content', () => {
  const c = content;

  it('has the required counts', () => {
    expect(c.courseTypes).toHaveLength(5);
    expect(c.categories).toHaveLength(8);
    expect(c.courses.length).toBeGreaterThanOrEqual(40);
    expect(c.programs.length).toBeGreaterThanOrEqual(80);
    expect(c.diplomas).toHaveLength(5);
    expect(c.instructors).toHaveLength(12);
    expect(c.articles.filter((a) => !a.IsSecurityFixture)).toHaveLength(30);
    expect(c.testimonials).toHaveLength(24);
    expect(c.testimonials.filter((t) => t.TestimonialType === 1)).toHaveLength(18);
    expect(c.testimonials.filter((t) => t.TestimonialType === 2)).toHaveLength(6);
    expect(c.albums.filter((a) => a.AlbumType === 1)).toHaveLength(6);
    expect(c.albums.filter((a) => a.AlbumType === 2)).toHaveLength(6);
    expect(c.initiatives).toHaveLength(4);
    expect(c.memberships.filter((m) => m.IsBook === 0)).toHaveLength(4);
    expect(c.memberships.filter((m) => m.IsBook === 1)).toHaveLength(6);
    expect(c.partners.filter((p) => p.CategoryId !== 7)).toHaveLength(8);
    expect(c.partners.filter((p) => p.CategoryId === 7)).toHaveLength(10);
    expect(c.partnersNews).toHaveLength(2);
    expect(c.slides).toHaveLength(5);
    expect(c.courses.filter((x) => x.IsFeatured)).toHaveLength(8);
    expect(c.courses.filter((x) => x.ExtraInfo3 !== '')).toHaveLength(4);
  });

  it('has unique ids and links', () => {
    expectUnique(ids(c.categories, 'CategoryId'));
    expectUnique(ids(c.categories, 'CatLink'));
    expectUnique(ids(c.courses, 'ProductId'));
    expectUnique(ids(c.courses, 'Link'));
    expectUnique(ids(c.programs, 'PriceOptionID'));
    expectUnique(ids(c.diplomas, 'DiplomaID'));
    expectUnique(ids(c.instructors, 'InstructorID'));
    expectUnique(ids(c.instructors, 'InstructorLink'));
    expectUnique(ids(c.articles, 'ArticleID'));
    expectUnique(ids(c.articles, 'Link'));
    expectUnique(ids(c.testimonials, 'TestimonialID'));
    expectUnique(ids(c.albums, 'AlbumID'));
    expectUnique(ids(c.initiatives, 'InitID'));
    expectUnique(c.initiatives.flatMap((i) => i.programs.map((p) => p.ID)));
    expectUnique(ids(c.memberships, 'MemID'));
    expectUnique(ids(c.pages, 'PageId'));
    expectUnique(ids(c.meta, 'PageId'));
    expectUnique(ids(c.partners, 'PartnerID'));
    expectUnique(ids(c.vouchers, 'Code'));
    expectUnique(ids(c.users, 'EmailAddress'));
    expectUnique(ids(c.users, 'UniqueID'));
  });

  it('uses consecutive ids where the spec numbers them', () => {
    const seq = (n: number) => Array.from({ length: n }, (_, i) => i + 1);
    expect(ids(c.courses, 'ProductId')).toEqual(seq(c.courses.length));
    expect(ids(c.programs, 'PriceOptionID')).toEqual(seq(c.programs.length));
    expect(ids(c.diplomas, 'DiplomaID')).toEqual(seq(5));
    expect(ids(c.instructors, 'InstructorID')).toEqual(seq(12));
    expect(ids(c.articles, 'ArticleID')).toEqual(seq(30));
    expect(ids(withSecurityFixtures(c).articles, 'ArticleID')).toEqual(seq(31));
    expect(ids(c.testimonials, 'TestimonialID')).toEqual(seq(24));
    expect(ids(c.initiatives, 'InitID')).toEqual(seq(4));
    expect(ids(c.categories, 'CategoryId').sort()).toEqual(seq(8));
  });

  it('writes every _ar text in Arabic script', () => {
    const texts = arabicTexts(c);
    expect(texts.length).toBeGreaterThan(500);
    const bad = texts.filter(([, v]) => !ARABIC.test(v)).map(([p]) => p);
    expect(bad).toEqual([]);
  });

  it('references existing courses, categories and instructors', () => {
    const courseIds = new Set(c.courses.map((x) => x.ProductId));
    const catIds = new Set(c.categories.map((x) => x.CategoryId));
    const instructorIds = new Set(c.instructors.map((x) => x.InstructorID));
    for (const p of c.programs) {
      expect(courseIds.has(p.ProductId)).toBe(true);
      for (const i of p.InstructorIDs) expect(instructorIds.has(i)).toBe(true);
      expect(p.InstructorIDs.length).toBeGreaterThan(0);
    }
    for (const d of c.diplomas) {
      expect(d.CourseIds.length).toBeGreaterThanOrEqual(4);
      expect(d.CourseIds.length).toBeLessThanOrEqual(8);
      for (const id of d.CourseIds) expect(courseIds.has(id)).toBe(true);
      const hours = d.CourseIds.reduce((s, id) => s + (c.courses.find((x) => x.ProductId === id)?.CreditHours ?? 0), 0);
      expect(d.CreditHours).toBe(hours);
    }
    for (const i of c.instructors) for (const id of i.CourseIds) expect(courseIds.has(id)).toBe(true);
    for (const i of c.initiatives) for (const id of i.InstructorIDs) expect(instructorIds.has(id)).toBe(true);
    for (const x of c.courses) {
      expect(catIds.has(x.CategoryId)).toBe(true);
      expect(x.CategoryId).not.toBe(7);
    }
    for (const p of c.partners) expect(catIds.has(p.CategoryId)).toBe(true);
    // every course has at least one instructor
    const taught = new Set(c.instructors.flatMap((i) => i.CourseIds));
    for (const x of c.courses) expect(taught.has(x.ProductId)).toBe(true);
  });

  it('category 7 is Clients and not a training field; the others are', () => {
    const seven = c.categories.find((x) => x.CategoryId === 7);
    expect(seven?.CategoryTitle_en).toBe('Clients');
    expect(seven?.IsTrainingField).toBe(false);
    expect(
      c.categories
        .filter((x) => x.IsTrainingField)
        .map((x) => x.CategoryId)
        .sort(),
    ).toEqual([1, 2, 3, 4, 5, 6, 8]);
    for (const x of c.categories) expect(x.CatLink).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('covers all seat bands and all five course types', () => {
    const seats = c.programs.map((p) => p.MaxStudents);
    expect(seats.some((s) => s > 50)).toBe(true);
    expect(seats.some((s) => s > 10 && s <= 50)).toBe(true);
    expect(seats.some((s) => s <= 10)).toBe(true);
    expect(seats.filter((s) => s >= 1 && s <= 3).length).toBeGreaterThanOrEqual(2);
    expect(new Set(c.programs.map((p) => p.CourseTypeID))).toEqual(new Set([1, 2, 3, 4, 5]));
  });

  it('schedules programs sensibly within the next 90 days', () => {
    for (const p of c.programs) {
      expect(p.StartDateOffsetDays).toBeGreaterThan(0);
      expect(p.StartDateOffsetDays).toBeLessThanOrEqual(90);
      expect(p.EndDateOffsetDays).toBeGreaterThanOrEqual(p.StartDateOffsetDays);
      const lead = p.StartDateOffsetDays - p.LastDateToRegisterOffsetDays;
      expect(lead).toBeGreaterThanOrEqual(1);
      expect(lead).toBeLessThanOrEqual(5);
      const course = c.courses.find((x) => x.ProductId === p.ProductId)!;
      expect(p.HasExam).toBe(course.HasExam);
      expect(p.ExamPrice).toBe(course.ExamPrice);
      expect(p.CreditHours).toBe(course.CreditHours);
      expect(p.SchedulePrice).toBeLessThanOrEqual(course.Price);
      if (p.HasExam) expect(p.TID_ExamScheduleOffsetDays).toBeGreaterThan(p.EndDateOffsetDays);
      else expect(p.TID_ExamScheduleOffsetDays).toBeNull();
      if (p.CourseTypeID === 2) expect(p.CourseLocation_en).toBeNull();
      else expect(p.CourseCity_en).toBeTruthy();
    }
  });

  it('has one course with many programs and three with none', () => {
    const count = (id: number) => c.programs.filter((p) => p.ProductId === id).length;
    expect(count(COURSE_WITH_MANY_PROGRAMS)).toBeGreaterThanOrEqual(6);
    expect(COURSES_WITHOUT_PROGRAMS).toHaveLength(3);
    for (const id of COURSES_WITHOUT_PROGRAMS) {
      expect(c.courses.some((x) => x.ProductId === id)).toBe(true);
      expect(count(id)).toBe(0);
    }
  });

  it('prices courses realistically', () => {
    for (const x of c.courses) {
      expect(x.Price === 0 || (x.Price >= 450 && x.Price <= 4500)).toBe(true);
      expect(x.CreditHours).toBeGreaterThanOrEqual(3);
      expect(x.CreditHours).toBeLessThanOrEqual(40);
      if (x.HasExam) {
        expect(x.ExamPrice).toBeGreaterThanOrEqual(150);
        expect(x.ExamPrice).toBeLessThanOrEqual(600);
      } else expect(x.ExamPrice).toBe(0);
    }
    expect(c.courses.some((x) => x.Price === 0)).toBe(true);
    const reduced = c.courses.filter((x) => x.OldPrice > 0);
    expect(reduced.length).toBeGreaterThan(0);
    for (const x of reduced) expect(x.OldPrice).toBeGreaterThan(x.Price);
    const withVideo = c.courses.filter((x) => x.ExtraInfo3);
    expect(withVideo.length).toBeGreaterThan(0);
    for (const x of withVideo) {
      expect(x.ExtraInfo3).toMatch(/^<iframe src="https:\/\/www\.youtube\.com\/embed\/[A-Za-z0-9_-]{11}"/);
    }
  });

  it('keeps long texts long enough', () => {
    for (const x of c.courses) {
      expect(words(x.ProductDescription_en)).toBeGreaterThanOrEqual(150);
      expect(words(x.ProductDescription_ar)).toBeGreaterThanOrEqual(150);
    }
    for (const d of c.diplomas) {
      expect(words(d.DiplomaDesc_en)).toBeGreaterThanOrEqual(400);
      expect(words(d.DiplomaDesc_ar)).toBeGreaterThanOrEqual(400);
    }
    for (const i of c.instructors) {
      expect(words(i.InstructorBio_en)).toBeGreaterThanOrEqual(120);
      expect(words(i.InstructorBio_ar)).toBeGreaterThanOrEqual(120);
    }
    for (const a of c.articles.filter((x) => !x.IsSecurityFixture)) {
      expect(words(a.ArticleContent_en)).toBeGreaterThanOrEqual(200);
      expect(words(a.ArticleContent_ar)).toBeGreaterThanOrEqual(200);
      expect(a.PublishDateOffsetDays).toBeLessThan(0);
      expect(a.PublishDateOffsetDays).toBeGreaterThanOrEqual(-548);
    }
    for (const t of c.testimonials.filter((x) => x.TestimonialType === 1)) {
      expect(words(t.Testimonial_en)).toBeGreaterThanOrEqual(40);
      expect(words(t.Testimonial_ar)).toBeGreaterThanOrEqual(40);
    }
    for (const id of ['terms-and-conditions', 'privacy-policy']) {
      const p = c.pages.find((x) => x.PageId === id)!;
      expect(words(p.PageContent_en)).toBeGreaterThanOrEqual(500);
      expect(words(p.PageContent_ar)).toBeGreaterThanOrEqual(500);
    }
    for (const m of c.meta) {
      for (const d of [m.PageDescription_en, m.PageDescription_ar]) {
        expect(d.length).toBeGreaterThanOrEqual(140);
        expect(d.length).toBeLessThanOrEqual(160);
      }
    }
  });

  it('covers every page id with meta', () => {
    const required = [
      'home',
      'courses',
      'course',
      'academic-programs',
      'academic-program',
      'training-programs',
      'memberships',
      'books',
      'instructors',
      'instructor',
      'blog',
      'article',
      'media-center',
      'videos',
      'gallery',
      'contact',
      'login',
      'create-an-account',
      'forget-password',
      'cart',
      'payment',
      'payment-methods',
      'training-plan',
      'initiatives',
      'testimonial',
      'my-account',
      'page',
      'terms-and-conditions',
      'privacy-policy',
      'about',
      'partners',
      'ceo-message',
      'template',
    ];
    const have = new Set(c.meta.map((m) => m.PageId));
    for (const id of required) expect(have.has(id as never)).toBe(true);
    for (const p of c.pages) expect(have.has(p.PageId)).toBe(true);
  });

  it('has the diploma 4 English-only fixture', () => {
    expect(c.diplomas.filter((d) => d.EnglishOnly).map((d) => d.DiplomaID)).toEqual([4]);
  });

  it('keeps the XSS fixture article out of the demo content; the tests seed it with withSecurityFixtures', () => {
    expect(content.articles.some((x) => x.IsSecurityFixture || x.ArticleID === XSS_ARTICLE_ID)).toBe(false);
    expect(content.articles.some((x) => /safe rendering/i.test(x.ArticleTitle_en))).toBe(false);
    expect(loadConfig({} as NodeJS.ProcessEnv).seedFixtures).toBe(false);
    expect(loadConfig({ UPSTREAM_SEED_FIXTURES: '1' } as unknown as NodeJS.ProcessEnv).seedFixtures).toBe(true);
  });

  it('carries the XSS fixture article for the tests', () => {
    const a = withSecurityFixtures(c).articles.find((x) => x.ArticleID === XSS_ARTICLE_ID)!;
    expect(a.IsSecurityFixture).toBe(true);
    expect(a.ArticleTitle_en).toBe('Safe rendering check');
    expect(a.ArticleTitle_ar).toBe('فحص العرض الآمن');
    for (const payload of [
      '<script>window.__xss=1</script>',
      '<img src=x onerror="window.__xss=2">',
      '<a href="javascript:window.__xss=3">click</a>',
      '<iframe src="https://evil.example/embed"></iframe>',
      '<div onclick="window.__xss=4">text</div>',
    ]) {
      expect(a.ArticleContent_en).toContain(payload);
      expect(a.ArticleContent_ar).toContain(payload);
    }
    for (const other of c.articles.filter((x) => !x.IsSecurityFixture)) {
      expect(other.ArticleContent_en).not.toMatch(/<script|onerror|javascript:|onclick/i);
    }
  });

  it('uses well-formed media links', () => {
    const videos = c.testimonials.filter((x) => x.TestimonialType === 2);
    expect(videos.length).toBeGreaterThan(0);
    expect(c.albums.some((a) => a.AlbumType === 1) && c.albums.some((a) => a.AlbumType === 2)).toBe(true);
    for (const t of videos) {
      expect(t.TestimonialVideo).toMatch(/^https:\/\/www\.youtube\.com\/watch\?v=[A-Za-z0-9_-]{11}$/);
    }
    for (const a of c.albums) {
      if (a.AlbumType === 2) expect(a.VideoUrl).toMatch(/^https:\/\/www\.youtube\.com\/watch\?v=[A-Za-z0-9_-]{11}$/);
      else {
        expect(a.AlbumPhotos.length).toBeGreaterThanOrEqual(5);
        expect(a.AlbumPhotos.length).toBeLessThanOrEqual(9);
      }
    }
  });

  it('has the initiative program fixtures', () => {
    const all = c.initiatives.flatMap((i) => i.programs.map((p) => ({ p, seats: i.SeatsPerProgram })));
    for (const i of c.initiatives) {
      expect(i.programs.length).toBeGreaterThanOrEqual(2);
      expect(i.programs.length).toBeLessThanOrEqual(4);
    }
    const find = (id: number) => all.find((x) => x.p.ID === id)!;
    expect(find(INIT_PROGRAM_FULL).p.Registered).toBe(find(INIT_PROGRAM_FULL).seats);
    expect(find(INIT_PROGRAM_ONE_SEAT_LEFT).seats - find(INIT_PROGRAM_ONE_SEAT_LEFT).p.Registered).toBe(1);
    const two = find(INIT_PROGRAM_TWO_MONTHS).p;
    expect(two.EndDateOffsetDays - two.StartDateOffsetDays).toBeGreaterThanOrEqual(31);
    expect(all.some((x) => x.p.StartDateOffsetDays === x.p.EndDateOffsetDays)).toBe(true);
    for (const { p, seats } of all) {
      expect(p.Registered).toBeLessThanOrEqual(seats);
      expect(p.TimeSlot_form).toMatch(/^\d{2}:\d{2}$/);
      expect(p.TimeSlot_to).toMatch(/^\d{2}:\d{2}$/);
    }
  });

  it('has settings, vouchers and users for later tests', () => {
    expect(c.settings.TRN).toMatch(/^100\d{12}$/);
    expect(c.settings.EmailAddress).toMatch(/^info@.+\.ae$/);
    expect(c.settings.Snapchat).toBeNull();
    expect(c.settings.GoogleMapIframe).toMatch(
      /^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?bbox=.+&layer=mapnik&marker=/,
    );
    expect(c.settings.WhatsappLink).toMatch(/^https:\/\/wa\.me\/9714/);
    expect(c.settings.ChequeReturnCharge).toBe(520);
    expect(c.vouchers.map((v) => v.Code).sort()).toEqual(['EXPIRED15', 'LIMITED5', 'SAVE200', 'WELCOME10']);
    expect(c.vouchers.find((v) => v.Code === 'EXPIRED15')!.ValidToOffsetDays).toBeLessThan(0);
    expect(c.vouchers.find((v) => v.Code === 'LIMITED5')!.UsageLimit).toBe(5);
    const staff = c.users.find((u) => u.EmailAddress === 'staff@institute.test')!;
    expect(staff.Role).toBe('staff');
    expect(staff.Password).toBe('Staff#2026');
    const customer = c.users.find((u) => u.EmailAddress === 'customer@institute.test')!;
    expect(customer.Password).toBe('Customer#2026');
    expect(customer.EID).toMatch(/^784\d{12}$/);
    expect(ARABIC.test(customer.FirstName_ar)).toBe(true);
    expect(c.users.find((u) => u.EmailAddress === 'second@institute.test')!.Password).toBe('Second#2026');
    for (const u of c.users) expect(u.Password).toMatch(/^(?=.*\d)(?=.*[^A-Za-z0-9]).{8,}$/);
  });

  it('resolves day offsets deterministically in Dubai time', () => {
    const base = new Date('2026-12-01T00:00:00.000Z');
    expect(resolveDate(base, 3, '09:00').toISOString()).toBe('2026-12-04T05:00:00.000Z');
    expect(resolveDate(base, -1).toISOString()).toBe('2026-11-29T20:00:00.000Z');
  });
});
