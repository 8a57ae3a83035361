// Certificates anyone can verify and share, on the real upstream: lookup by the printed number, the caller's
// certificates, and Open Badges 3.0 credentials signed with the institute's Ed25519 key, verified here with the
// published JWKS (a tampered credential, or one signed by another key, fails).
import { generateKeyPair, SignJWT, createLocalJWKSet, decodeJwt, decodeProtectedHeader, jwtVerify } from 'jose';
import { endpoints } from '../../../lib/contract';
import { createApp } from '../../../upstream/src/app';
import { call, createTestApp, type TestContext } from './harness';
import { api, signUpUser, watchContractDrift } from './user-helpers';

jest.setTimeout(180_000);
let t: TestContext;
let customer: { userId: string; token: string };
watchContractDrift();
beforeAll(async () => {
  t = await createTestApp();
  const s = await api(t, 'User/sign-in', { body: { email: 'customer@institute.test', password: 'Customer#2026' } });
  customer = { userId: s.json.data.UniqueID, token: s.json.data.token };
});
afterAll(async () => t?.close());

const myCertificates = async (who = customer) =>
  endpoints.credentials.getMyCertificates.response.parse(
    (await api(t, 'User/get-my-certificates', { as: who })).json.data,
  );
const publishedKeys = async () => {
  const r = await api(t, 'Courses/get-credential-keys'); // anonymous: public
  expect(r.status).toBe(200);
  return endpoints.credentials.getCredentialKeys.response.parse(r.json.data);
};

describe('certificate lookup by number', () => {
  test('a certificate found by its number verifies as the QR link does; unknown numbers do not', async () => {
    const [course] = (await myCertificates()).filter((c) => c.Type === 'course');
    const byQr = await api(t, `Courses/verify-certificate?uid=${customer.userId}&cid=${course.CID}&type=course`);
    const byNumber = await api(t, `Courses/find-certificate?number=${course.CertificateNumber}`);
    expect(byNumber.status).toBe(200);
    expect(byNumber.json.data).toEqual({ ...byQr.json.data, Type: 'course' });
    expect(byNumber.json.data).toMatchObject({ valid: true, NameOnCertificate: expect.any(String) });
    // Typed in lower case, with spaces around: the same certificate.
    const typed = await api(
      t,
      `Courses/find-certificate?number=${encodeURIComponent(` ${course.CertificateNumber.toLowerCase()} `)}`,
    );
    expect(typed.json.data.CertificateNumber).toBe(course.CertificateNumber);
    expect((await api(t, 'Courses/find-certificate?number=RETI-C-1999-99999')).json).toEqual({ data: null });
    expect((await api(t, 'Courses/find-certificate?number=999-999')).json).toEqual({ data: null });
    expect((await api(t, `Courses/find-certificate?number=${encodeURIComponent('<b>x</b>')}`)).status).toBe(400);
  });

  test('every kind (course, diploma, initiative) is found by number', async () => {
    const mine = await myCertificates();
    expect(mine.map((c) => c.Type).sort()).toEqual(['course', 'diploma', 'init']);
    for (const c of mine) {
      const r = await api(t, `Courses/find-certificate?number=${encodeURIComponent(c.CertificateNumber)}`);
      expect(r.json.data).toMatchObject({ Type: c.Type, CertificateNumber: c.CertificateNumber, Title_en: c.Title_en });
    }
  });

  test('without the extensions the endpoints answer 404 (the web then hides the features)', async () => {
    const app = createApp({ db: t.database.db, config: { ...t.config, extensions: false }, quiet: true });
    expect((await call(app, '/api/Courses/find-certificate?number=RETI-C-2026-00001')).status).toBe(404);
    expect((await call(app, '/api/Courses/get-credential-keys')).status).toBe(404);
    expect((await call(app, '/api/User/get-consents')).status).toBe(404);
  });
});

describe('Open Badges 3.0 credentials', () => {
  const credentialOf = async (type: string, cid: number, who = customer) =>
    api(t, `User/get-certificate-credential?type=${type}&cid=${cid}`, { as: who });

  test('a signed credential verifies with the published key and holds the OB 3.0 credential', async () => {
    const [course] = (await myCertificates()).filter((c) => c.Type === 'course');
    const r = await credentialOf('course', course.CID);
    expect(r.status).toBe(200);
    const { Credential, CertificateNumber } = endpoints.credentials.getCertificateCredential.response
      .unwrap()
      .parse(r.json.data);
    expect(CertificateNumber).toBe(course.CertificateNumber);

    const jwks = await publishedKeys();
    expect(jwks.keys).toHaveLength(1);
    expect(jwks.keys[0]).not.toHaveProperty('d');
    expect(jwks.keys[0].kid).toMatch(new RegExp(`^${t.config.siteUrl}/\\.well-known/jwks\\.json#[\\w-]{43}$`));
    const header = decodeProtectedHeader(Credential);
    expect(header).toEqual({
      alg: 'EdDSA',
      typ: 'JWT',
      kid: jwks.keys[0].kid,
    });

    const { payload } = await jwtVerify(Credential, createLocalJWKSet(jwks), { algorithms: ['EdDSA'] });
    const vc = payload as Record<string, any>;
    expect(vc['@context']).toEqual([
      'https://www.w3.org/ns/credentials/v2',
      'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json',
    ]);
    expect(vc.type).toEqual(['VerifiableCredential', 'OpenBadgeCredential']);
    expect(vc.credentialSubject.type).toEqual(['AchievementSubject']);
    expect(vc.credentialSubject.achievement.type).toEqual(['Achievement']);
    expect(vc.credentialSubject.achievement.name).toBe(course.Title_en);
    expect(vc.credentialSubject.achievement.criteria.narrative).toEqual(expect.any(String));
    expect(vc.credentialSubject.identifier).toEqual([
      { type: 'IdentityObject', identityHash: course.NameOnCertificate, identityType: 'name', hashed: false },
    ]);
    expect(vc.issuer).toMatchObject({ id: `${t.config.siteUrl}/`, type: ['Profile'], name: expect.any(String) });
    // The JWT claims of OB 3.0's JSON Web Token proof format mirror the credential.
    expect(vc.iss).toBe(vc.issuer.id);
    expect(vc.jti).toBe(vc.id);
    expect(vc.id).toBe(
      `${t.config.siteUrl}/en/verify-certificate?number=${encodeURIComponent(course.CertificateNumber)}`,
    );
    expect(vc.sub).toBe(vc.credentialSubject.id);
    expect(vc.sub).toBe(`urn:uuid:${customer.userId}`);
    expect(vc.nbf).toBe(Date.parse(vc.validFrom) / 1000);
    expect(new Date(vc.validFrom).toISOString().slice(0, 10)).toBe(course.GivenDate.slice(0, 10));
  });

  test('a modified credential, or one signed by another key, fails', async () => {
    const [diploma] = (await myCertificates()).filter((c) => c.Type === 'diploma');
    const { Credential } = (await credentialOf('diploma', diploma.CID)).json.data;
    const keys = createLocalJWKSet(await publishedKeys());
    await expect(jwtVerify(Credential, keys, { algorithms: ['EdDSA'] })).resolves.toBeTruthy();

    // Someone else's name put into the payload, the signature kept.
    const [h, , sig] = Credential.split('.');
    const forged = { ...decodeJwt(Credential), credentialSubject: { id: 'urn:uuid:someone-else' } };
    const tampered = `${h}.${Buffer.from(JSON.stringify(forged)).toString('base64url')}.${sig}`;
    await expect(jwtVerify(tampered, keys, { algorithms: ['EdDSA'] })).rejects.toThrow();
    // One flipped character of the signature.
    const flipped = `${Credential.slice(0, -2)}${Credential.at(-2) === 'A' ? 'B' : 'A'}${Credential.at(-1)}`;
    await expect(jwtVerify(flipped, keys, { algorithms: ['EdDSA'] })).rejects.toThrow();
    // A look-alike signed with another Ed25519 key under the institute's kid.
    const other = await generateKeyPair('EdDSA');
    const impostor = await new SignJWT(decodeJwt(Credential))
      .setProtectedHeader(decodeProtectedHeader(Credential) as { alg: string })
      .sign(other.privateKey);
    await expect(jwtVerify(impostor, keys, { algorithms: ['EdDSA'] })).rejects.toThrow();
  });

  test("another customer's certificate is not theirs to get; the signature key follows the setting", async () => {
    const [init] = (await myCertificates()).filter((c) => c.Type === 'init');
    expect((await credentialOf('init', init.CID)).json.data).toMatchObject({
      CertificateNumber: init.CertificateNumber,
    });
    const stranger = await signUpUser(t);
    expect((await credentialOf('init', init.CID, stranger)).json).toEqual({ data: null });
    expect(await myCertificates(stranger)).toEqual([]);
    expect((await credentialOf('course', 1)).status).toBe(200);

    const seed = Buffer.alloc(32, 7).toString('base64url');
    const rotated = createApp({ db: t.database.db, config: { ...t.config, credentialSigningKey: seed }, quiet: true });
    const keys = (await call(rotated, '/api/Courses/get-credential-keys')).json.data;
    expect(keys.keys[0].x).not.toBe((await publishedKeys()).keys[0].x);
  });
});
