import 'server-only';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';

// The enquiry limit. lib/security/rate-limit.ts (accounts work) has no 'enquiry' entry yet: once it does,
// use `consume(['enquiry', clientAddress(request)])` from there and delete this file.

/** Enquiries: 10 per 10 minutes per address (memory; one instance). */
const enquiryLimiter = new RateLimiterMemory({ keyPrefix: 'rl:enquiry', points: 10, duration: 600 });

/** Consumes one point; returns the seconds to wait when the limit is reached, else 0. */
export async function limitEnquiry(key: string): Promise<number> {
  try {
    await enquiryLimiter.consume(key);
    return 0;
  } catch (error) {
    if (error instanceof RateLimiterRes) return Math.ceil(error.msBeforeNext / 1000) || 1;
    throw error;
  }
}
