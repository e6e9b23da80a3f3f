import { referenceIds, UserRegistered } from '@localpros/contracts';
import type { Outbox } from '@localpros/kit';
import { recordContactChanged } from '../accounts/contact-event.js';
import { hashPassword } from '../accounts/passwords.js';
import { findUserByEmail } from '../accounts/user-queries.js';
import { markVerified } from '../accounts/verify-account.js';
import type { IdentityContext } from '../context.js';
import { businessProfiles, notificationSettings, type UserType, users } from '../schema.js';
import { recordMissingDemoVerifications } from './demo-verifications.js';

export const DEMO_PASSWORD = 'LocalPros123!';

interface DemoAccount {
  email: string;
  userType: UserType;
  firstName: string;
  lastName: string;
  mobileNumber: string;
  /** Latitude and longitude: the postcode area's centroid, as the jobs gazetteer has it (services/jobs/src/seed/postcode-areas.ts). */
  business?: { name: string; location: string; latitude: number; longitude: number; services: string[] };
}

const cleaning = (...services: string[]) => services.map((s) => referenceIds.workService('Cleaning', s));

/** The demo logins `npm start` prints (never seeded on production). */
export const demoAccounts: readonly DemoAccount[] = [
  {
    email: 'admin@localpros.test',
    userType: 'admin',
    firstName: 'Alex',
    lastName: 'Admin',
    mobileNumber: '07700900001',
  },
  {
    email: 'customer@localpros.test',
    userType: 'customer',
    firstName: 'Chloe',
    lastName: 'Carter',
    mobileNumber: '07700900002',
  },
  {
    email: 'customer2@localpros.test',
    userType: 'customer',
    firstName: 'Dev',
    lastName: 'Patel',
    mobileNumber: '07700900003',
  },
  {
    email: 'business@localpros.test',
    userType: 'business',
    firstName: 'Sam',
    lastName: 'Sparkle',
    mobileNumber: '07700900010',
    business: {
      name: 'Sparkle Clean Clapham',
      location: 'SW',
      latitude: 51.46,
      longitude: -0.17,
      services: ['Domestic cleaning', 'End of tenancy cleaning', 'Deep cleaning', 'Oven cleaning'],
    },
  },
  {
    email: 'business2@localpros.test',
    userType: 'business',
    firstName: 'Nina',
    lastName: 'Okafor',
    mobileNumber: '07700900011',
    business: {
      name: 'Fresh Start Cleaners',
      location: 'SE',
      latitude: 51.46,
      longitude: -0.04,
      services: ['Domestic cleaning', 'Carpet cleaning', 'Window cleaning'],
    },
  },
  {
    email: 'business3@localpros.test',
    userType: 'business',
    firstName: 'Tom',
    lastName: 'Hughes',
    mobileNumber: '07700900012',
    business: {
      name: 'Northern Shine',
      location: 'M',
      latitude: 53.47,
      longitude: -2.25,
      services: ['End of tenancy cleaning', 'Office/commercial cleaning'],
    },
  },
  {
    email: 'business4@localpros.test',
    userType: 'business',
    firstName: 'Priya',
    lastName: 'Shah',
    mobileNumber: '07700900013',
    business: {
      name: 'Brum Deep Clean',
      location: 'B',
      latitude: 52.48,
      longitude: -1.9,
      services: ['Deep cleaning', 'After-builders cleaning', 'Carpet cleaning'],
    },
  },
  {
    email: 'business5@localpros.test',
    userType: 'business',
    firstName: 'Euan',
    lastName: 'Fraser',
    mobileNumber: '07700900014',
    business: {
      name: 'Forth Window Care',
      location: 'EH',
      latitude: 55.9,
      longitude: -3.25,
      services: ['Window cleaning', 'Domestic cleaning'],
    },
  },
  {
    email: 'business6@localpros.test',
    userType: 'business',
    firstName: 'Gwen',
    lastName: 'Morgan',
    mobileNumber: '07700900015',
    business: {
      name: 'Bristol Oven Wizards',
      location: 'BS',
      latitude: 51.45,
      longitude: -2.6,
      services: ['Oven cleaning', 'Domestic cleaning', 'End of tenancy cleaning'],
    },
  },
];

/** Identity's seed: the demo accounts, when its settings ask for them (never on production). */
export async function seedDemoData({ outbox, config }: IdentityContext): Promise<void> {
  if (config.demoData) await seedDemoAccounts(outbox);
}

/**
 * Seeds the demo accounts once (all verified, one password); later starts only record the
 * verifications an older seed left out (demo-verifications.ts).
 */
export async function seedDemoAccounts(outbox: Outbox): Promise<void> {
  if (await findUserByEmail(outbox.db, demoAccounts[0]?.email ?? '')) {
    await recordMissingDemoVerifications(outbox, demoAccounts);
    return;
  }
  // One hash for the shared demo password keeps the first start fast.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await outbox.transaction(async (tx, events) => {
    for (const account of demoAccounts) {
      // The admin is verified here; the others as a sign-up is, by markVerified below.
      const emailVerifiedAt = account.userType === 'admin' ? new Date() : null;
      const [user] = await tx
        .insert(users)
        .values({ ...account, passwordHash, emailVerifiedAt })
        .onConflictDoNothing()
        .returning();
      if (!user) continue;
      await tx.insert(notificationSettings).values({ userId: user.id });
      await events.record(UserRegistered, {
        userId: user.id,
        userType: user.userType,
        firstName: user.firstName,
        lastName: user.lastName,
        email: user.email,
        mobileNumber: account.mobileNumber,
        businessName: account.business?.name ?? null,
        registeredAt: user.createdAt.toISOString(),
      });
      if (account.business) {
        await tx.insert(businessProfiles).values({
          userId: user.id,
          businessName: account.business.name,
          workCategoryId: referenceIds.workCategory('Cleaning'),
          serviceIds: cleaning(...account.business.services),
          location: account.business.location,
          latitude: account.business.latitude,
          longitude: account.business.longitude,
        });
      }
      // UserVerified (and a business's verified profile), so every read model sees it verified;
      // seeded, so notifications sends no welcome e-mail.
      if (account.userType !== 'admin') await markVerified(tx, events, user.id, { seeded: true });
      await recordContactChanged(tx, events, user.id);
    }
  });
}
