// Editorial content: pages, slides, articles, testimonials, albums, partners, settings.
import { boolean, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { fileRef, fils, ts } from './columns';

/** Static pages by text id (terms-and-conditions, privacy-policy, about, partners…). */
export const pages = pgTable('pages', {
  id: text('id').primaryKey(),
  headingEn: text('heading_en').notNull(),
  headingAr: text('heading_ar').notNull(),
  contentEn: text('content_en').notNull().default(''),
  contentAr: text('content_ar').notNull().default(''),
});

/** SEO meta of a page id (home, courses, a static page id…). */
export const pageMeta = pgTable('page_meta', {
  id: text('id').primaryKey(),
  titleEn: text('title_en').notNull(),
  titleAr: text('title_ar').notNull(),
  keywordsEn: text('keywords_en').notNull().default(''),
  keywordsAr: text('keywords_ar').notNull().default(''),
  descriptionEn: text('description_en').notNull().default(''),
  descriptionAr: text('description_ar').notNull().default(''),
  contentEn: text('content_en').notNull().default(''),
  contentAr: text('content_ar').notNull().default(''),
});

export const slides = pgTable('slides', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  displayOrder: integer('display_order').notNull().default(0),
  isPublished: boolean('is_published').notNull().default(true),
  isActive: boolean('is_active').notNull().default(true),
  titleEn: text('title_en').notNull(),
  titleAr: text('title_ar').notNull(),
  subTitleEn: text('sub_title_en').notNull().default(''),
  subTitleAr: text('sub_title_ar').notNull().default(''),
  buttonTextEn: text('button_text_en').notNull().default(''),
  buttonTextAr: text('button_text_ar').notNull().default(''),
  linkEn: text('link_en').notNull().default(''),
  linkAr: text('link_ar').notNull().default(''),
  image: fileRef('image'),
});

export const articles = pgTable('articles', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  link: text('link').notNull(),
  titleEn: text('title_en').notNull(),
  titleAr: text('title_ar').notNull(),
  contentEn: text('content_en').notNull().default(''),
  contentAr: text('content_ar').notNull().default(''),
  photo: fileRef('photo'),
  publishDate: ts('publish_date').notNull(),
});

export const testimonials = pgTable('testimonials', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  /** 1 text, 2 video. */
  type: integer('type').notNull(),
  nameEn: text('name_en').notNull(),
  nameAr: text('name_ar').notNull(),
  roleEn: text('role_en').notNull().default(''),
  roleAr: text('role_ar').notNull().default(''),
  textEn: text('text_en').notNull().default(''),
  textAr: text('text_ar').notNull().default(''),
  photo: fileRef('photo'),
  video: text('video'),
  sort: integer('sort').notNull().default(0),
});

export const albums = pgTable('albums', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  /** 1 photo, 2 video. */
  type: integer('type').notNull(),
  titleEn: text('title_en').notNull(),
  titleAr: text('title_ar').notNull(),
  descEn: text('desc_en').notNull().default(''),
  descAr: text('desc_ar').notNull().default(''),
  cover: fileRef('cover'),
  videoUrl: text('video_url'),
  publishDate: ts('publish_date'),
  sort: integer('sort').notNull().default(0),
});

export const albumPhotos = pgTable(
  'album_photos',
  {
    albumId: integer('album_id')
      .notNull()
      .references(() => albums.id, { onDelete: 'cascade' }),
    fileId: fileRef('file_id').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.albumId, t.fileId] })],
);

export const partners = pgTable('partners', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  nameEn: text('name_en').notNull(),
  nameAr: text('name_ar').notNull(),
  logo: fileRef('logo'),
  /** Partnership kind; category 7 marks clients, every other id is a partner. */
  categoryId: integer('category_id').notNull(),
  categoryTitleEn: text('category_title_en').notNull().default(''),
  categoryTitleAr: text('category_title_ar').notNull().default(''),
  website: text('website'),
  sort: integer('sort').notNull().default(0),
});

/** The two "partners news" items of the home page carousel. */
export const partnerNews = pgTable('partner_news', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  titleEn: text('title_en').notNull(),
  titleAr: text('title_ar').notNull(),
  textEn: text('text_en').notNull().default(''),
  textAr: text('text_ar').notNull().default(''),
  link: text('link').notNull().default(''),
  image: fileRef('image'),
  sort: integer('sort').notNull().default(0),
});

/** Exactly one row (id 1). baseDate anchors the seeded dates so they do not drift between restarts. */
export const settings = pgTable('settings', {
  id: integer('id').primaryKey().default(1),
  instituteNameEn: text('institute_name_en').notNull().default(''),
  instituteNameAr: text('institute_name_ar').notNull().default(''),
  logo: fileRef('logo'),
  /** The institute's TRN printed on invoices. */
  trn: text('trn').notNull().default(''),
  permitLineEn: text('permit_line_en').notNull().default(''),
  permitLineAr: text('permit_line_ar').notNull().default(''),
  /** { BankName_en, BankName_ar, AccountName, IBAN, SWIFT } for invoices and the payment-methods page. */
  bank: jsonb('bank'),
  chequeReturnChargeFils: fils('cheque_return_charge_fils'),
  vatPercent: integer('vat_percent').notNull().default(5),
  emailAddress: text('email_address').notNull(),
  phoneNumber: text('phone_number').notNull(),
  poBox: text('po_box').notNull().default(''),
  /** The P.O. box in Arabic (contract extension field POBox_ar); empty: POBox is shown. */
  poBoxAr: text('po_box_ar').notNull().default(''),
  addressEn: text('address_en').notNull().default(''),
  addressAr: text('address_ar').notNull().default(''),
  googleMapIframe: text('google_map_iframe').notNull().default(''),
  whatsappLink: text('whatsapp_link').notNull().default(''),
  trainingCalendar: fileRef('training_calendar'),
  facebook: text('facebook').notNull().default(''),
  instagram: text('instagram').notNull().default(''),
  twitter: text('twitter').notNull().default(''),
  youtube: text('youtube').notNull().default(''),
  androidApp: text('android_app').notNull().default(''),
  iosApp: text('ios_app').notNull().default(''),
  linkedin: text('linkedin').notNull().default(''),
  tiktok: text('tiktok').notNull().default(''),
  snapchat: text('snapchat').notNull().default(''),
  /** Added to the counted visits so a fresh demo does not show 0. */
  visitsOffset: integer('visits_offset').notNull().default(0),
  baseDate: ts('base_date').notNull(),
  seedVersion: text('seed_version').notNull().default(''),
});
