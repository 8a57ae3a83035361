// A certificate as an Open Badges 3.0 credential: a W3C verifiable credential (VCDM 2.0) with the OB 3.0
// context and types, secured with the JSON Web Token proof format of OB 3.0 (a compact JWS; header alg, kid,
// typ only; payload = the credential plus iss, jti, nbf, sub), signed EdDSA with the institute's Ed25519 key.
// Why a JWT and not a Data Integrity proof (eddsa-rdfc-2022): it needs no JSON-LD canonicalisation, so no
// context documents must be fetched or bundled at run time, and jose (already used for the bearer) signs and
// verifies it; any JOSE library verifies it with the JWKS at /.well-known/jwks.json.
import { and, eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import type { CertificateCredential, CertificateType } from '@shared/contract/entities';
import { DEFAULT_INSTITUTE } from '@shared/pdf/institute';
import { coursePath, diplomaPath, HOME_PATH, initiativePath, localePath, verifyCertificatePath } from '@shared/routes';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import {
  certificates,
  courses,
  diplomas,
  initiativePrograms,
  initiativeRegistrations,
  initiatives,
  orderItems,
  programs,
} from '../../db/schema';
import type { Lang } from '../../http/types';
import { verifyCertificate } from './index';
import { signingKey } from './signing-key';

const VC_CONTEXT = 'https://www.w3.org/ns/credentials/v2';
const OB3_CONTEXT = 'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json';
/** Where the web publishes the keys (app/.well-known/jwks.json). */
const JWKS_PATH = '/.well-known/jwks.json';

const origin = (config: Pick<Config, 'siteUrl'>) => config.siteUrl.replace(/\/+$/, '');
/** The public page that verifies a certificate by its number (also LinkedIn's certUrl). */
const verifyUrl = (config: Pick<Config, 'siteUrl'>, lang: Lang, number: string) =>
  `${origin(config)}${localePath(lang, verifyCertificatePath(number))}`;
/**
 * The public key as published in the JWKS: its kid is the URL of the key (the JWKS address, the RFC 7638
 * thumbprint as fragment), as OB 3.0 wants the JOSE header's kid to be, so JOSE libraries match it as it is.
 */
export async function publishedKey(config: Pick<Config, 'siteUrl' | 'credentialSigningKey'>) {
  const { publicJwk } = await signingKey(config.credentialSigningKey);
  return { ...publicJwk, kid: `${origin(config)}${JWKS_PATH}#${publicJwk.kid}` };
}

/** xsd:dateTime without milliseconds, so validFrom and the JWT's nbf (whole seconds) are the same instant. */
const dateTime = (iso: string) =>
  new Date(Math.floor(Date.parse(iso) / 1000) * 1000).toISOString().replace('.000Z', 'Z');

/** The catalogue page of what the certificate is for (the Achievement's id). */
async function achievementUrl(db: Db, config: Config, lang: Lang, type: CertificateType, cid: number) {
  const page = (path: string) => `${origin(config)}${localePath(lang, path)}`;
  if (type === 'init') {
    const [i] = await db
      .select({ id: initiatives.id, link: initiatives.link })
      .from(initiativeRegistrations)
      .innerJoin(initiativePrograms, eq(initiativePrograms.id, initiativeRegistrations.programId))
      .innerJoin(initiatives, eq(initiatives.id, initiativePrograms.initiativeId))
      .where(eq(initiativeRegistrations.id, cid))
      .limit(1);
    return page(initiativePath({ Link: i?.link ?? null, InitID: i?.id ?? 0 }));
  }
  const [row] = await db
    .select({ cert: certificates, item: orderItems })
    .from(certificates)
    .innerJoin(orderItems, eq(orderItems.id, certificates.orderItemId))
    .where(and(eq(certificates.orderItemId, cid), eq(certificates.kind, type)))
    .limit(1);
  if (type === 'diploma') {
    const id = row?.cert.diplomaId ?? row?.item.itemId ?? 0;
    const [d] = await db.select({ link: diplomas.link }).from(diplomas).where(eq(diplomas.id, id)).limit(1);
    return page(diplomaPath({ DiplomaID: id, Link: d?.link ?? null }));
  }
  let courseId = row?.cert.courseId ?? null;
  if (courseId === null && row) {
    const [p] = await db
      .select({ courseId: programs.courseId })
      .from(programs)
      .where(eq(programs.id, row.cert.programId ?? row.item.itemId))
      .limit(1);
    courseId = p?.courseId ?? null;
  }
  const [c] = courseId
    ? await db.select({ link: courses.link }).from(courses).where(eq(courses.id, courseId)).limit(1)
    : [];
  return page(coursePath({ Link: c?.link ?? null, ProductId: courseId ?? 0 }));
}

const ACHIEVEMENT_TYPE: Record<CertificateType, string> = { course: 'Certificate', diploma: 'Diploma', init: 'Award' };
const CRITERIA: Record<CertificateType, Record<Lang, string>> = {
  course: {
    en: 'Attended and completed the training course, as the institute’s records show.',
    ar: 'حضر الدورة التدريبية وأتمّها وفق سجلات المعهد.',
  },
  diploma: {
    en: 'Completed every course of the academic program, as the institute’s records show.',
    ar: 'أتمّ جميع مقررات البرنامج الأكاديمي وفق سجلات المعهد.',
  },
  init: {
    en: 'Took part in the social initiative, as the institute’s records show.',
    ar: 'شارك في المبادرة المجتمعية وفق سجلات المعهد.',
  },
};

/** The unsigned OB 3.0 credential of one genuine certificate of `uid`, or null. */
async function buildOpenBadge(
  db: Db,
  config: Config,
  input: { uid: string; type: CertificateType; cid: number; lang: Lang },
) {
  const { uid, type, cid, lang } = input;
  const v = await verifyCertificate(db, uid, cid, type);
  if (!v) return null;
  const title = lang === 'ar' ? v.Title_ar || v.Title_en : v.Title_en || v.Title_ar;
  const issuerName = DEFAULT_INSTITUTE.name[lang];
  return {
    '@context': [VC_CONTEXT, OB3_CONTEXT],
    id: verifyUrl(config, lang, v.CertificateNumber),
    type: ['VerifiableCredential', 'OpenBadgeCredential'],
    name: title,
    issuer: {
      id: `${origin(config)}/`,
      type: ['Profile'],
      name: issuerName,
      url: `${origin(config)}${localePath(lang, HOME_PATH)}`,
    },
    validFrom: dateTime(v.GivenDate),
    credentialSubject: {
      id: `urn:uuid:${uid.toLowerCase()}`,
      type: ['AchievementSubject'],
      // OB 3.0 carries a recipient's plain name as an unhashed IdentityObject of type "name".
      identifier: [{ type: 'IdentityObject', identityHash: v.NameOnCertificate, identityType: 'name', hashed: false }],
      achievement: {
        id: await achievementUrl(db, config, lang, type, cid),
        type: ['Achievement'],
        achievementType: ACHIEVEMENT_TYPE[type],
        name: title,
        description: title,
        criteria: { narrative: CRITERIA[type][lang] },
        inLanguage: lang,
      },
    },
  };
}

/** User/get-certificate-credential: the credential signed as a compact JWS, or null (not the caller's). */
export async function signOpenBadge(
  db: Db,
  config: Config,
  input: { uid: string; type: CertificateType; cid: number; lang: Lang },
): Promise<CertificateCredential | null> {
  const payload = await buildOpenBadge(db, config, input);
  if (!payload) return null;
  const { privateKey } = await signingKey(config.credentialSigningKey);
  const { kid } = await publishedKey(config);
  const jwt = await new SignJWT(payload)
    // OB 3.0 allows only alg, kid (a URL that dereferences to the JWK) and typ in the JOSE header.
    .setProtectedHeader({ alg: 'EdDSA', typ: 'JWT', kid })
    .setIssuer(payload.issuer.id)
    .setJti(payload.id)
    .setSubject(payload.credentialSubject.id)
    .setNotBefore(Math.floor(Date.parse(payload.validFrom) / 1000))
    .sign(privateKey);
  return { CertificateNumber: new URL(payload.id).searchParams.get('number') ?? '', Credential: jwt };
}
