// The due-work sweep, run by each instance every JOBS_SWEEP_SECONDS (and by tests after moving the clock). Each
// step is idempotent and decides by stored dates against `now`, so instances sweeping together, or a restart
// between two sweeps, change nothing: the database's row locks and unique keys pick one winner.
import type { Db } from '../../db/client';
import { lapseDeadlines, remindDeadlines } from './deadlines';
import { answerNotifyRequests } from './notify-me';
import { syncChangedDates } from './bookings';
import { submitExpiredAttempts } from '../practice-exams/attempts';
import { queueSessionReminders } from './reminders';
import { expireOffers, offerSeatsOnSale, type SeatContext } from './waitlist';

export async function sweep(db: Db, ctx: SeatContext): Promise<void> {
  await lapseDeadlines(db, ctx);
  await remindDeadlines(db, ctx.now);
  await expireOffers(db, ctx);
  await offerSeatsOnSale(db, ctx);
  await syncChangedDates(db, ctx.now);
  await queueSessionReminders(db, ctx.now);
  await answerNotifyRequests(db, ctx.now);
  await submitExpiredAttempts(db, ctx.now); // practice exams whose time ran out
}
