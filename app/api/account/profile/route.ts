import { readProfile, saveProfile } from '@/lib/bff/account';

export const dynamic = 'force-dynamic';

/** The signed-in user's profile and completion (User/get-profile, User/get-profile-completion). */
export function GET(request: Request): Promise<Response> {
  return readProfile(request);
}

/** Saves the profile (User/set-profile). */
export function POST(request: Request): Promise<Response> {
  return saveProfile(request);
}
