// Cart, vouchers, orders, payments and certificates. Money is integer fils; VAT is computed per line.
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgSequence, pgTable, text, unique, uuid, boolean } from 'drizzle-orm/pg-core';
import { createdAt, fileRef, fils, ts } from './columns';
import { users } from './users';

export const ITEM_TYPES = ['program', 'diploma', 'book', 'membership', 'exam'] as const;
export type ItemType = (typeof ITEM_TYPES)[number];

export const carts = pgTable('carts', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  userId: uuid('user_id')
    .notNull()
    .unique()
    .references(() => users.uniqueId, { onDelete: 'cascade' }),
  voucherCode: text('voucher_code'),
  updatedAt: createdAt(),
});

/** A cart line; its id is the CITID. An exam line points at its program line (examOf). */
export const cartItems = pgTable(
  'cart_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    cartId: integer('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    itemType: text('item_type', { enum: ITEM_TYPES }).notNull(),
    itemId: integer('item_id').notNull(),
    diplomaLang: text('diploma_lang'),
    examOf: integer('exam_of'),
    /** Seats bought for a team (issue 43): more than 1 only on a team line. */
    quantity: integer('quantity').notNull().default(1),
    /** A team line: the company whose admin is buying seats (companies.id; no FK, the schema files stay acyclic). */
    companyId: integer('company_id'),
    createdAt: createdAt(),
  },
  (t) => [unique('cart_items_unique').on(t.cartId, t.itemType, t.itemId)],
);

export const vouchers = pgTable('vouchers', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  /** Stored upper-case. */
  code: text('code').notNull().unique(),
  kind: text('kind', { enum: ['percent', 'fixed'] }).notNull(),
  /** Percent (0-100) for percent vouchers, fils for fixed ones. */
  value: integer('value').notNull(),
  validFrom: ts('valid_from'),
  validTo: ts('valid_to'),
  usageLimit: integer('usage_limit'),
  usedCount: integer('used_count').notNull().default(0),
  minSubTotalFils: fils('min_sub_total_fils'),
  description: text('description').notNull().default(''),
  active: boolean('active').notNull().default(true),
});

/** PaymentStatusID: 1 pending, 2 paid, 3 cancelled, 4 credit/refund (spec section 4 names 2 and 4). */
export const paymentStatuses = pgTable('payment_statuses', {
  id: integer('id').primaryKey(),
  titleEn: text('title_en').notNull(),
  titleAr: text('title_ar').notNull(),
});

export const orderNumberSeq = pgSequence('order_number_seq', { startWith: 100001 });

export const orders = pgTable(
  'orders',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** OrderUniqueID: the unguessable handle of the order in links. */
    uniqueId: uuid('unique_id').notNull().unique().defaultRandom(),
    orderNumber: integer('order_number')
      .notNull()
      .unique()
      .default(sql`nextval('order_number_seq')`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.uniqueId),
    orderDate: createdAt(),
    statusId: integer('status_id')
      .notNull()
      .default(1)
      .references(() => paymentStatuses.id),
    /** bank_transfer: a verified company on net terms (issue 43); seat: an agent's booking of a company seat (0 AED). */
    paymentMethod: text('payment_method', {
      enum: ['online', 'pay_later', 'bulk', 'bank_transfer', 'seat'],
    }).notNull(),
    subTotalFils: fils('sub_total_fils'),
    discountFils: fils('discount_fils'),
    totalAfterDiscountFils: fils('total_after_discount_fils'),
    vatFils: fils('vat_fils'),
    totalFils: fils('total_fils'),
    voucherId: integer('voucher_id').references(() => vouchers.id),
    voucherCode: text('voucher_code'),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    companyName: text('company_name'),
    trn: text('trn'),
    shippingAddress: jsonb('shipping_address'),
    paymentLinkToken: text('payment_link_token').unique(),
    paymentReceivedDate: ts('payment_received_date'),
    paymentReceiveType: text('payment_receive_type'),
    refundDate: ts('refund_date'),
    /** Makes a retried submit return the first order instead of a second one. */
    idempotencyKey: text('idempotency_key').unique(),
    /** Whether the order's program lines currently hold a seat each (false after a declined payment or a cancel). */
    seatsHeld: boolean('seats_held').notNull().default(false),
    createdBy: uuid('created_by'),
  },
  (t) => [
    index('orders_user_idx').on(t.userId),
    // The staff dashboard (docs/staff-dashboard.md): invoices by date, credit notes by refund date, what is owed.
    index('orders_date_idx').on(t.orderDate),
    index('orders_refund_date_idx')
      .on(t.refundDate)
      .where(sql`${t.refundDate} is not null`),
    index('orders_unpaid_idx')
      .on(t.orderDate)
      .where(sql`${t.statusId} = 1`),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    itemType: text('item_type', { enum: ITEM_TYPES }).notNull(),
    itemId: integer('item_id').notNull(),
    /** An exam line points at its program line. */
    parentId: integer('parent_id'),
    diplomaLang: text('diploma_lang'),
    /** Seats on a company's order (issue 43); unitPrice is per seat, the amounts are the line's. */
    quantity: integer('quantity').notNull().default(1),
    nameEn: text('name_en').notNull(),
    nameAr: text('name_ar').notNull(),
    unitPriceFils: fils('unit_price_fils'),
    discountFils: fils('discount_fils'),
    netFils: fils('net_fils'),
    vatFils: fils('vat_fils'),
    totalFils: fils('total_fils'),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId),
    // Seats sold per program and a program's bookings (the staff dashboard).
    index('order_items_item_idx').on(t.itemType, t.itemId),
  ],
);

/** Attempts at the hosted test card page. */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    amountFils: fils('amount_fils'),
    status: text('status', { enum: ['started', 'succeeded', 'failed'] })
      .notNull()
      .default('started'),
    cardLast4: text('card_last4'),
    createdAt: createdAt(),
    finishedAt: ts('finished_at'),
  },
  (t) => [
    index('payments_order_idx').on(t.orderId),
    // Failed card payments of a period (the staff dashboard).
    index('payments_failed_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'failed'`),
  ],
);

export const certificates = pgTable(
  'certificates',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.uniqueId),
    kind: text('kind', { enum: ['course', 'diploma', 'init'] }).notNull(),
    courseId: integer('course_id'),
    diplomaId: integer('diploma_id'),
    programId: integer('program_id'),
    initRegistrationId: integer('init_registration_id'),
    orderItemId: integer('order_item_id'),
    certificateNumber: text('certificate_number').notNull().unique(),
    nameOnCertificate: text('name_on_certificate').notNull(),
    givenDate: ts('given_date').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('certificates_user_idx').on(t.userId)],
);

/** Accreditation logos printed on certificates (LogoFile). */
export const accreditationLogos = pgTable('accreditation_logos', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  nameEn: text('name_en').notNull(),
  nameAr: text('name_ar').notNull(),
  logo: fileRef('logo').notNull(),
  sort: integer('sort').notNull().default(0),
});
