import { z } from 'zod';

/** The admin lists' page number (10 rows a page, from 0). */
export const pageQuery = z.object({
  pageIndex: z.coerce
    .number('pageIndex must be a whole number from 0')
    .int('pageIndex must be a whole number from 0')
    .min(0, 'pageIndex must be a whole number from 0')
    .max(100_000, 'pageIndex is too large')
    .default(0),
});

/** is_active as the admin screens send it: 1 or 0 (true and false are taken too). */
export const isActiveField = z
  .union([z.literal(0), z.literal(1), z.boolean()], 'is_active must be 0 or 1')
  .transform((v) => v === 1 || v === true);

export const idParam = (notFound: string) => z.object({ id: z.uuid(notFound) });

export const messageBody = z.object({ message: z.string() });
