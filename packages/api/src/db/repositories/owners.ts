import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../database.ts';
import { insertedRow } from '../rows.ts';
import { owners } from '../schema/index.ts';

export type Owner = typeof owners.$inferSelect;
export type NewOwner = Pick<typeof owners.$inferInsert, 'email' | 'passwordHash' | 'companyName'> &
  Partial<Pick<typeof owners.$inferInsert, 'isSuperUser' | 'subscriptionStatus' | 'plan'>>;

export interface TrialGrant {
  startedAt: Date;
  endsAt: Date;
  estimates: number;
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

    /** Changes which e-mails the owner's accepted quotes send and where the owner's copy goes. */
    async updateMailSettings(
      ownerId: string,
      settings: Partial<
        Pick<Owner, 'mailOwnerOnAccept' | 'mailCustomerOnAccept' | 'notificationEmail'>
      >,
    ): Promise<Owner | undefined> {
      const [row] = await db
        .update(owners)
        .set({ ...settings, updatedAt: sql`now()` })
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
          updatedAt: sql`now()`,
        })
        .where(and(eq(owners.id, ownerId), isNull(owners.trialStartedAt)))
        .returning({ id: owners.id });
      return started.length > 0;
    },
  };
}
