import type { Tx } from '@localpros/kit';
import { eq, sql } from 'drizzle-orm';
import { leadNotificationReads, leadNotifications, userNotifications } from '../schema.js';

/**
 * A deleted account's notifications go (they name jobs and people): its own rows, its read marks,
 * and its place in every new-lead row (a row of its alone goes; elsewhere its id and distance leave
 * the arrays together).
 */
export async function forgetUserNotifications(tx: Tx, userId: string): Promise<void> {
  await tx.delete(userNotifications).where(eq(userNotifications.userId, userId));
  await tx.delete(leadNotificationReads).where(eq(leadNotificationReads.userId, userId));
  const user = sql`${userId}::uuid`;
  await tx.execute(sql`delete from ${leadNotifications} where business_ids = array[${user}]`);
  // Every SET expression reads the row as it was: the distances are filtered by the old business_ids.
  await tx.execute(sql`
    update ${leadNotifications} l set
      distances_km = array(select b.distance_km from unnest(l.business_ids, l.distances_km) with ordinality
          as b(business_id, distance_km, position) where b.business_id <> ${user} order by b.position),
      business_ids = array_remove(l.business_ids, ${user})
    where l.business_ids @> array[${user}]`);
}
