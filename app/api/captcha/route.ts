import { newChallenge } from './altcha';

export const dynamic = 'force-dynamic';

/** A fresh ALTCHA challenge for the enquiry form's widget (never cached). */
export async function GET() {
  const challenge = await newChallenge();
  return Response.json(challenge, { headers: { 'Cache-Control': 'no-store' } });
}
