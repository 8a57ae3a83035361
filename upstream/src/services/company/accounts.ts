// Company accounts (a contract extension, docs/company.md): create, read, invite admins, answer an invitation,
// leave, and staff's list and verification. Every call that acts for a company first checks, in the database, that
// the caller is one of its admins; a refusal changes nothing. The company row is locked while admins change, so
// two admins leaving at once cannot leave it with none.
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Company, CompanyInput, MyCompany, StaffCompany } from '@shared/contract/entities/company';
import type { Db } from '../../db/client';
import { companies, companyAdmins, companyInvitations, users } from '../../db/schema';
import { queueMail } from '../../jobs/mail-log';
import { iso, isoOrNull } from '../../lib/shape';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type CompanyRow = typeof companies.$inferSelect;

function companyOut(c: CompanyRow): Company {
  return {
    CompanyID: c.id,
    LegalName_en: c.legalNameEn,
    LegalName_ar: c.legalNameAr,
    TradeLicenseNumber: c.tradeLicenseNumber,
    TradeLicenseAuthority: c.tradeLicenseAuthority,
    TRN: c.trn,
    Address: c.address,
    BillingContactName: c.billingContactName,
    BillingContactEmail: c.billingContactEmail,
    BillingContactPhone: c.billingContactPhone,
    IsVerified: c.verifiedAt !== null,
    VerifiedDate: isoOrNull(c.verifiedAt),
    CreatedDate: iso(c.createdAt),
  };
}

const fullName = (u: { firstName: string; lastName: string }) => `${u.firstName} ${u.lastName}`.trim();

/** The company the user is an admin of, or null. */
async function adminCompanyId(db: Db | Tx, userId: string): Promise<number | null> {
  const [row] = await db
    .select({ id: companyAdmins.companyId })
    .from(companyAdmins)
    .where(eq(companyAdmins.userId, userId));
  return row?.id ?? null;
}

/** Whether the user is an admin of this company (every admin-only call asks this first). */
async function isCompanyAdmin(db: Db | Tx, userId: string, companyId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: companyAdmins.companyId })
    .from(companyAdmins)
    .where(and(eq(companyAdmins.userId, userId), eq(companyAdmins.companyId, companyId)));
  return Boolean(row);
}

async function emailOf(db: Db | Tx, userId: string): Promise<string> {
  const [u] = await db.select({ email: users.email }).from(users).where(eq(users.uniqueId, userId));
  return u?.email ?? '';
}

export async function getMyCompany(db: Db, userId: string): Promise<MyCompany> {
  const email = await emailOf(db, userId);
  const invitations = await db
    .select({ i: companyInvitations, c: companies, by: users })
    .from(companyInvitations)
    .innerJoin(companies, eq(companies.id, companyInvitations.companyId))
    .leftJoin(users, eq(users.uniqueId, companyInvitations.invitedBy))
    .where(and(eq(companyInvitations.email, email), eq(companyInvitations.status, 'pending')))
    .orderBy(desc(companyInvitations.createdAt));
  const received = invitations.map(({ i, c, by }) => ({
    InvitationID: i.id,
    CompanyID: c.id,
    LegalName_en: c.legalNameEn,
    LegalName_ar: c.legalNameAr,
    InvitedBy: by ? fullName(by) : '',
    InvitedDate: iso(i.createdAt),
  }));
  const companyId = await adminCompanyId(db, userId);
  if (companyId === null) return { Company: null, Admins: [], SentInvitations: [], Invitations: received };
  const [company] = await db.select().from(companies).where(eq(companies.id, companyId));
  const admins = await db
    .select({ a: companyAdmins, u: users })
    .from(companyAdmins)
    .innerJoin(users, eq(users.uniqueId, companyAdmins.userId))
    .where(eq(companyAdmins.companyId, companyId))
    .orderBy(asc(companyAdmins.addedAt), asc(users.email));
  const sent = await db
    .select()
    .from(companyInvitations)
    .where(and(eq(companyInvitations.companyId, companyId), eq(companyInvitations.status, 'pending')))
    .orderBy(asc(companyInvitations.createdAt));
  return {
    Company: companyOut(company),
    Admins: admins.map(({ a, u }) => ({
      Name: fullName(u),
      Email: u.email,
      IsMe: u.uniqueId === userId,
      AddedDate: iso(a.addedAt),
    })),
    SentInvitations: sent.map((i) => ({ InvitationID: i.id, Email: i.email, InvitedDate: iso(i.createdAt) })),
    // An admin already has a company (one each): invitations from others wait until they leave it.
    Invitations: [],
  };
}

/** Creates the company with the caller as its first admin, unless they already are a company's admin. */
export async function createCompany(
  db: Db,
  userId: string,
  input: CompanyInput,
  now: Date,
): Promise<{ Status: 'created' | 'already_admin'; CompanyID: number | null }> {
  return db.transaction(async (tx) => {
    // The user's row is the lock: two creations by one customer at once make one company.
    await tx.select({ id: users.uniqueId }).from(users).where(eq(users.uniqueId, userId)).for('update');
    if ((await adminCompanyId(tx, userId)) !== null) return { Status: 'already_admin' as const, CompanyID: null };
    const a = input.Address;
    const [row] = await tx
      .insert(companies)
      .values({
        legalNameEn: input.LegalName_en,
        legalNameAr: input.LegalName_ar,
        tradeLicenseNumber: input.TradeLicenseNumber,
        tradeLicenseAuthority: input.TradeLicenseAuthority,
        trn: input.TRN,
        address: {
          Line1: a.Line1,
          Line2: a.Line2 || null,
          City: a.City,
          Emirate: a.Emirate,
          POBox: a.POBox || null,
          CountryCode: 'AE',
        },
        billingContactName: input.BillingContactName,
        billingContactEmail: input.BillingContactEmail.toLowerCase(),
        billingContactPhone: input.BillingContactPhone,
        createdBy: userId,
        createdAt: now,
      })
      .returning({ id: companies.id });
    await tx.insert(companyAdmins).values({ companyId: row.id, userId, addedAt: now });
    return { Status: 'created' as const, CompanyID: row.id };
  });
}

type InviteStatus = 'invited' | 'already_admin' | 'already_invited' | 'no_account' | 'not_admin';

/** An admin invites a customer (by their account's e-mail) to become an admin; the invitee is e-mailed. */
export async function inviteAdmin(
  db: Db,
  userId: string,
  input: { CompanyID: number; Email: string },
  now: Date,
): Promise<{ Status: InviteStatus }> {
  const email = input.Email.trim().toLowerCase();
  return db.transaction(async (tx) => {
    if (!(await isCompanyAdmin(tx, userId, input.CompanyID))) return { Status: 'not_admin' as const };
    const [invitee] = await tx.select({ id: users.uniqueId }).from(users).where(eq(users.email, email));
    if (!invitee) return { Status: 'no_account' as const };
    if ((await adminCompanyId(tx, invitee.id)) !== null) return { Status: 'already_admin' as const };
    const [created] = await tx
      .insert(companyInvitations)
      .values({ companyId: input.CompanyID, email, invitedBy: userId, createdAt: now })
      .onConflictDoNothing()
      .returning({ id: companyInvitations.id });
    if (!created) return { Status: 'already_invited' as const };
    await queueMail(
      tx,
      {
        key: `company-invite:${created.id}`,
        kind: 'company-invite',
        userId: invitee.id,
        payload: { invitationId: created.id },
      },
      now,
    );
    return { Status: 'invited' as const };
  });
}

type AnswerStatus = 'joined' | 'declined' | 'gone' | 'already_admin';

/** The invitee accepts (becomes an admin) or declines. Only an open invitation to the caller's own e-mail. */
export async function answerInvitation(
  db: Db,
  userId: string,
  input: { InvitationID: number; Accept: boolean },
  now: Date,
): Promise<{ Status: AnswerStatus }> {
  return db.transaction(async (tx) => {
    const email = await emailOf(tx, userId);
    const [inv] = await tx
      .select()
      .from(companyInvitations)
      .where(
        and(
          eq(companyInvitations.id, input.InvitationID),
          eq(companyInvitations.email, email),
          eq(companyInvitations.status, 'pending'),
        ),
      )
      .for('update');
    if (!inv) return { Status: 'gone' as const };
    if (input.Accept) {
      // The unique index on company_admins.user_id refuses a second company, also when two accepts race.
      const added = await tx
        .insert(companyAdmins)
        .values({ companyId: inv.companyId, userId, addedAt: now })
        .onConflictDoNothing()
        .returning({ id: companyAdmins.companyId });
      if (!added.length) return { Status: 'already_admin' as const };
    }
    await tx
      .update(companyInvitations)
      .set({ status: input.Accept ? 'accepted' : 'declined', answeredAt: now })
      .where(eq(companyInvitations.id, inv.id));
    return { Status: input.Accept ? ('joined' as const) : ('declined' as const) };
  });
}

/** An admin stops being one; the last admin cannot (the company row is locked while its admins are counted). */
export async function leaveCompany(
  db: Db,
  userId: string,
  companyId: number,
): Promise<{ Status: 'left' | 'last_admin' | 'not_admin' }> {
  return db.transaction(async (tx) => {
    await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId)).for('update');
    if (!(await isCompanyAdmin(tx, userId, companyId))) return { Status: 'not_admin' as const };
    const [{ n }] = await tx.select({ n: count() }).from(companyAdmins).where(eq(companyAdmins.companyId, companyId));
    if (Number(n) <= 1) return { Status: 'last_admin' as const };
    await tx.delete(companyAdmins).where(and(eq(companyAdmins.companyId, companyId), eq(companyAdmins.userId, userId)));
    return { Status: 'left' as const };
  });
}

const adminCount = sql<number>`(select count(*)::int from ${companyAdmins} where ${companyAdmins.companyId} = ${companies.id})`;

/** Staff: every company, unverified first, then newest. */
export async function listCompanies(db: Db): Promise<StaffCompany[]> {
  const rows = await db
    .select({ c: companies, admins: adminCount })
    .from(companies)
    .orderBy(sql`${companies.verifiedAt} is not null`, desc(companies.createdAt), desc(companies.id));
  return rows.map(({ c, admins }) => ({ ...companyOut(c), AdminCount: Number(admins) }));
}

/** Staff: verify a company (or withdraw it). Null when there is no such company. */
export async function verifyCompany(
  db: Db,
  staffId: string,
  input: { CompanyID: number; Verified: boolean },
  now: Date,
): Promise<StaffCompany | null> {
  const [row] = await db
    .update(companies)
    .set(input.Verified ? { verifiedAt: now, verifiedBy: staffId } : { verifiedAt: null, verifiedBy: null })
    .where(eq(companies.id, input.CompanyID))
    .returning();
  if (!row) return null;
  const [{ n }] = await db.select({ n: count() }).from(companyAdmins).where(eq(companyAdmins.companyId, row.id));
  return { ...companyOut(row), AdminCount: Number(n) };
}
