import type { PaidPlanId } from '@yardstick/core/enums';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { insertedRow } from '../../platform/db/rows.ts';
import { owners } from '../../platform/db/schema/index.ts';

export type Owner = typeof owners.$inferSelect;
export type NewOwner = Pick<typeof owners.$inferInsert, 'email' | 'passwordHash' | 'companyName'> &
  Partial<
    Pick<
      typeof owners.$inferInsert,
      'isSuperUser' | 'isDemo' | 'subscriptionStatus' | 'plan' | 'timeZone'
    >
  >;

export interface TrialGrant {
  startedAt: Date;
  endsAt: Date;
  estimates: number;
  /** The plan chosen at sign-up, which the trial previews ('trial_pro'); null keeps none. */
  plan?: PaidPlanId | null;
}

export function ownerRepository(db: Db) {
  return {
    async create(owner: NewOwner): Promise<Owner> {
      return insertedRow(await db.insert(owners).values(owner).returning(), 'owners');
    },

    /** The owner's own row. */
    async get(ownerId: string): Promise<Owner | undefined> {
      const [row] = await db.select().from(owners).where(eq(owners.id, ownerId));
      return row;
    },

    /** The owner's own row, locked until the transaction ends (use inside db.transaction). */
    async getForUpdate(ownerId: string): Promise<Owner | undefined> {
      const [row] = await db.select().from(owners).where(eq(owners.id, ownerId)).for('update');
      return row;
    },

    /** Credential lookup for sign-in: the only read of an owner by something other than its id. */
    async findByEmail(email: string): Promise<Owner | undefined> {
      const [row] = await db.select().from(owners).where(eq(owners.email, email.toLowerCase()));
      return row;
    },

    /** Changes the owner's own settings: which e-mails go where, the daily quote-request limit. */
    async updateSettings(
      ownerId: string,
      settings: Partial<
        Pick<
          Owner,
          | 'mailOwnerOnAccept'
          | 'mailCustomerOnAccept'
          | 'notificationEmail'
          | 'publicDailyAnalysisLimit'
        >
      >,
    ): Promise<Owner | undefined> {
      const [row] = await db
        .update(owners)
        .set({ ...settings, updatedAt: sql`now()` })
        .where(eq(owners.id, ownerId))
        .returning();
      return row;
    },

    /** Sets the demo owner's password; answers its id, or undefined when there is no demo owner. */
    async updateDemoPasswordHash(email: string, passwordHash: string): Promise<string | undefined> {
      const [owner] = await db
        .update(owners)
        .set({ passwordHash })
        .where(and(eq(owners.email, email), eq(owners.isDemo, true)))
        .returning({ id: owners.id });
      return owner?.id;
    },

    async updatePasswordHash(ownerId: string, passwordHash: string): Promise<void> {
      await db
        .update(owners)
        .set({ passwordHash, updatedAt: sql`now()` })
        .where(eq(owners.id, ownerId));
    },

    /** A new sign-in e-mail waiting for its link (replacing any earlier one). */
    async setPendingEmail(
      ownerId: string,
      pending: Pick<Owner, 'pendingEmail' | 'pendingEmailTokenHash' | 'pendingEmailExpiresAt'>,
    ): Promise<void> {
      await db
        .update(owners)
        .set({ ...pending, updatedAt: sql`now()` })
        .where(eq(owners.id, ownerId));
    },

    async findByPendingEmailToken(tokenHash: string): Promise<Owner | undefined> {
      const [row] = await db
        .select()
        .from(owners)
        .where(eq(owners.pendingEmailTokenHash, tokenHash));
      return row;
    },

    /** Makes the pending e-mail the sign-in one, once: the link is used up with it. */
    async applyPendingEmail(ownerId: string, email: string): Promise<Owner | undefined> {
      const [row] = await db
        .update(owners)
        .set({
          email,
          pendingEmail: null,
          pendingEmailTokenHash: null,
          pendingEmailExpiresAt: null,
          updatedAt: sql`now()`,
        })
        .where(and(eq(owners.id, ownerId), eq(owners.pendingEmail, email)))
        .returning();
      return row;
    },

    /** The company name and time zone (Account page); the e-mail changes by its own link. */
    async updateProfile(
      ownerId: string,
      profile: Pick<Owner, 'companyName'> & { timeZone?: string | undefined },
    ): Promise<Owner | undefined> {
      const [row] = await db
        .update(owners)
        .set({ ...profile, updatedAt: sql`now()` })
        .where(eq(owners.id, ownerId))
        .returning();
      return row;
    },

    async updateReviewThreshold(
      ownerId: string,
      reviewThreshold: number,
    ): Promise<Owner | undefined> {
      const [row] = await db
        .update(owners)
        .set({ reviewThreshold, updatedAt: sql`now()` })
        .where(eq(owners.id, ownerId))
        .returning();
      return row;
    },

    /** Starts the trial unless one was ever started; answers whether this call started it. */
    async startTrial(ownerId: string, trial: TrialGrant): Promise<boolean> {
      const started = await db
        .update(owners)
        .set({
          trialStartedAt: trial.startedAt,
          trialEndsAt: trial.endsAt,
          trialEstimatesGranted: trial.estimates,
          ...(trial.plan ? { plan: trial.plan } : {}),
          updatedAt: sql`now()`,
        })
        .where(and(eq(owners.id, ownerId), isNull(owners.trialStartedAt)))
        .returning({ id: owners.id });
      return started.length > 0;
    },
  };
}
