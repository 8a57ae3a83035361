// What the cards show, already picked and worded for one language: the server builds them and sends them as data
// to the cards a client component renders (carousels, "Load more") and in the answers of /api/course-cards, /api/blog
// and /api/testimonials (lib/bff/answer-types.ts). Types only (no markup), so that lib/ need not import from components/.

/**
 * A price already formatted: what PriceTagView shows (built on the server, sent as data to client-rendered cards).
 * The fixed words around it (the VAT note, "Previous price: …") are PriceTagView's own, from the messages: carried
 * on each card, they were the same words again and again in a page's flight data
 * (docs/performance.md#html-and-flight-data).
 */
export type PriceText = {
  current: string;
  /** The old price; null when there is none. */
  old: string | null;
  /** Whether the price is paid (then the VAT note shows). */
  vat: boolean;
};

/** What a course card shows, already picked and worded for one language. */
export type CourseCardData = {
  id: number;
  href: string;
  title: string;
  category: string;
  categoryHref: string;
  short: string;
  creditHours: number;
  photo: string | null;
  price: PriceText;
};

/** What a blog card shows, already picked and formatted for one language (server or /api/blog). */
export type BlogCardData = {
  id: number;
  href: string;
  title: string;
  /** dd MMMM yyyy */
  date: string;
  /** yyyy-MM-dd for <time dateTime> */
  dateIso: string;
  /** Plain text (HTML stripped), shortened. */
  excerpt: string;
  photo: string;
};

/** One testimonial of the home carousel, already in the page's language (the server picks and shortens). */
export type TestimonialSlideData = {
  id: number;
  name: string;
  /** At most about six lines: the whole text is on /testimonial/{id}. */
  text: string;
  photo: string | null;
  /** The player URL (lib/catalog/video) of a video testimonial, else null. */
  videoUrl: string | null;
};
