// The job runtime of the booking lifecycle: the mail handler (with its PDF renderer) and the sweep, on the app's
// database, clock and settings.
import type { Config } from '../config';
import type { Db } from '../db/client';
import type { Mailer } from '../mail/mailer';
import { sendQueuedMail } from '../mail/lifecycle/send';
import { recoverStuckMail } from './mail-log';
import { createPdfRenderer } from '../mail/pdf/renderer';
import { sweep } from '../services/lifecycle/sweep';
import { queueLicenceReminders } from '../services/licence/reminders';
import { createJobs, type Jobs } from './runtime';

export function createLifecycleJobs(d: { db: Db; config: Config; clock: () => Date; mailer: Mailer }): Jobs {
  const pdf = createPdfRenderer();
  const offerHoldMs = d.config.lifecycle.waitlistOfferHours * 3_600_000;
  const leaseMs = d.config.lifecycle.mailLeaseSeconds * 1000;
  const jobs = createJobs({
    db: d.db,
    clock: d.clock,
    mode: d.config.lifecycle.jobs,
    sweepSeconds: d.config.lifecycle.sweepSeconds,
    handlers: {
      sendMail: (key) =>
        sendQueuedMail(
          {
            db: d.db,
            mailer: d.mailer,
            clock: d.clock,
            siteUrl: d.config.siteUrl,
            pdf,
            leaseMs,
            licenceReminderDays: d.config.licence.reminderDays,
          },
          key,
        ),
      sweep: async (now) => {
        await recoverStuckMail(d.db, now); // mail whose sender died mid-send: queued again for the flush after it
        await sweep(d.db, { now, offerHoldMs });
        await queueLicenceReminders(d.db, now, d.config.licence.reminderDays);
      },
    },
  });
  return {
    ...jobs,
    async stop() {
      await jobs.stop();
      await pdf.close();
    },
  };
}
