/** Business constants of spec section 9 that both sides use. */
export const DEFAULT_COUNTRY_ID = 1;
export const CLIENT_PARTNER_CATEGORY_ID = 7;
/** Diploma 4 is English-only: language selector hidden, preset to en. */
export const ENGLISH_ONLY_DIPLOMA_ID = 4;
export const PASSWORD_MIN_LENGTH = 8;
export const OTP_LENGTH = 6;
export const EID_LENGTH = 15;
/** A UAE Tax Registration Number has 15 digits. */
const TRN_LENGTH = 15;
/** A UAE Tax Registration Number: exactly 15 digits. */
export const TRN_PATTERN = new RegExp(`^\\d{${TRN_LENGTH}}$`);
export const MOBILE_LENGTH = 9;
export const PROGRAMS_LIMIT = 1000;
export const COURSE_DETAIL_TOP = 1000;
export const HOME_PROGRAMS = 4;
export const HOME_ARTICLES = 5;
export const TESTIMONIALS_LIMIT = 24;
export const BLOG_PAGE_SIZE = 24;
export const RELATED_ARTICLES = 5;
/** get-courses id: -1 all categories, -2 the bulk-order list. */
export const ALL_COURSES_ID = -1;
export const BULK_COURSES_ID = -2;
/** TRN sent as '-' when empty. */
export const EMPTY_TRN = '-';
export const CHEQUE_RETURN_CHARGE = 520;
/** Seat bands: > 50 plenty, 11-50 half, <= 10 scarce. */
export const SEATS_PLENTY_ABOVE = 50;
export const SEATS_SCARCE_AT_MOST = 10;
/** Upload types (docs/product/validation.md#upload). */
export const IMAGE_UPLOAD_TYPES = ['jpg', 'jpeg', 'png', 'gif', 'bmp', 'tiff'] as const;
export const EID_UPLOAD_TYPES = [...IMAGE_UPLOAD_TYPES, 'pdf', 'doc', 'docx'] as const;
/** ASSUMPTION (spec silent): page size of Shared/get-albums. */
export const ALBUMS_PAGE_SIZE = 12;
