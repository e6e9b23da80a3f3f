import { deflateSync } from 'node:zlib';
import { IMAGE_WIDTHS, type serviceContracts } from '@localpros/contracts';
import { createLogger, GrpcStatus, InProcessBus, prepareService, type RpcClient, type RpcError } from '@localpros/kit';
import { createTestDatabase, sessionCaller, testServiceClient } from '@localpros/kit/testing';
import { and, desc, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reencodeImage, reencodeMessages } from '../src/images/reencode-image.js';
import { identityService } from '../src/index.js';
import { avatars, avatarWidths, outbox } from '../src/schema.js';
import { openCodePayload } from './sealed-codes.js';

/** A phone photo as it arrives: a JPEG whose EXIF names the author and the GPS position of the home. */
async function photoWithGps(width = 1600, height = 1200) {
  return sharp({ create: { width, height, channels: 3, background: '#c8553d' } })
    .jpeg()
    .withExif({
      IFD0: { Artist: 'Ann Jones', ImageDescription: 'Our house' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '51/1 28/1 3840/100',
        GPSLongitudeRef: 'W',
        GPSLongitude: '0/1 10/1 1200/100',
      },
    })
    .toBuffer();
}

const GPS_IFD_POINTER = Buffer.from([0x25, 0x88]); // tag 0x8825, little-endian as libvips writes it

/** A decompression bomb: a valid PNG header claiming 50,000 × 50,000 pixels, in about a hundred bytes. */
function pngBomb(width = 50_000, height = 50_000) {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(64))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

describe('uploaded images are re-encoded', () => {
  it('drops EXIF with its GPS position, outputs WebP and fits the picture inside 512 × 512', async () => {
    const photo = await photoWithGps();
    const before = await sharp(photo).metadata();
    expect(before.exif?.includes('Ann Jones')).toBe(true);
    expect(before.exif?.includes(GPS_IFD_POINTER)).toBe(true);

    const stored = await reencodeImage(photo);
    expect(stored.contentType).toBe('image/webp');
    const after = await sharp(stored.content).metadata();
    expect(after).toMatchObject({ format: 'webp', width: 512, height: 384 });
    expect(after.exif).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(stored.content.includes('Ann Jones')).toBe(false);
    expect(stored.content.includes('Exif')).toBe(false);
  });

  it('keeps a small picture at its size and takes PNG as well', async () => {
    const png = await sharp({ create: { width: 40, height: 30, channels: 4, background: '#123456' } })
      .png()
      .toBuffer();
    const stored = await reencodeImage(png);
    expect(await sharp(stored.content).metadata()).toMatchObject({ format: 'webp', width: 40, height: 30 });
  });

  it('cuts every width as a w × w WebP square with no metadata, from a photo and from a small logo', async () => {
    const small = await sharp({ create: { width: 40, height: 30, channels: 4, background: '#123456' } })
      .png()
      .toBuffer();
    for (const upload of [await photoWithGps(1200, 1600), small]) {
      const { widths } = await reencodeImage(upload);
      expect(widths.map((w) => w.width)).toEqual([...IMAGE_WIDTHS]);
      for (const { width, content } of widths) {
        const decoded = await sharp(content).metadata();
        expect(decoded).toMatchObject({ format: 'webp', width, height: width });
        expect(decoded.exif).toBeUndefined();
        expect(content.includes('Ann Jones')).toBe(false);
      }
    }
  });

  it('refuses a decompression bomb from its header, with a clear message', async () => {
    const bomb = pngBomb();
    expect(bomb.length).toBeLessThan(200);
    const started = Date.now();
    await expect(reencodeImage(bomb)).rejects.toMatchObject({
      code: GrpcStatus.INVALID_ARGUMENT,
      message: reencodeMessages.tooManyPixels,
    });
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('refuses a file that has an image signature but cannot be decoded', async () => {
    const broken = Buffer.concat([(await photoWithGps(64, 64)).subarray(0, 200)]);
    await expect(reencodeImage(broken)).rejects.toMatchObject({
      code: GrpcStatus.INVALID_ARGUMENT,
      message: reencodeMessages.unreadable,
    });
  });
});

describe('avatars as identity stores them', () => {
  const logger = createLogger({ name: 'test', level: 'silent' });
  let handle: Awaited<ReturnType<typeof createTestDatabase>>;
  let identity: RpcClient<typeof serviceContracts.identity.definition>;

  beforeAll(async () => {
    handle = await createTestDatabase();
    const instance = await prepareService(identityService, {
      database: handle.database,
      bus: new InProcessBus({ logger }),
      logger,
      env: {},
    });
    identity = testServiceClient(instance, { logger });
  });
  afterAll(() => handle?.drop());

  /** The photo owner, registered and verified once for the file; signed in afresh for each test. */
  let registered: Promise<void> | undefined;
  async function photoOwner() {
    const email = 'photo.owner@example.com';
    registered ??= (async () => {
      await identity.registerCustomer({
        fullName: 'Ann Jones',
        email,
        mobileNumber: '07800001234',
        password: 'correct horse',
        passwordConfirm: 'correct horse',
      });
      const [row] = await handle.database.db
        .select()
        .from(outbox)
        .where(and(eq(outbox.type, 'VerificationCodeIssued'), sql`${outbox.payload}->>'recipient' = ${email}`))
        .orderBy(desc(outbox.seq))
        .limit(1);
      await identity.verifyAccount({ code: openCodePayload(row?.payload).code });
    })();
    await registered;
    const { user } = await identity.login({ email, password: 'correct horse' });
    return { user, asUser: sessionCaller({ user }) };
  }

  it('keeps no EXIF of an uploaded photo and serves it as image/webp; a bomb is refused', async () => {
    const { user, asUser } = await photoOwner();
    const updated = await identity.setAvatar(
      { userId: user?.id ?? '', content: await photoWithGps(), declaredType: 'image/jpeg' },
      asUser,
    );
    const imageId = updated.user?.avatar.split('/').pop() ?? '';
    const [stored] = await handle.database.db.select().from(avatars).where(eq(avatars.id, imageId));
    expect(stored?.contentType).toBe('image/webp');
    expect((await sharp(Buffer.from(stored?.content ?? [])).metadata()).exif).toBeUndefined();
    expect(Buffer.from(stored?.content ?? []).includes('Ann Jones')).toBe(false);
    expect((await identity.getAvatar({ imageId, width: 0 })).contentType).toBe('image/webp');

    const refused = await identity
      .setAvatar({ userId: user?.id ?? '', content: pngBomb(), declaredType: 'image/png' }, asUser)
      .then(
        () => undefined,
        (error: unknown) => error as RpcError,
      );
    expect(refused).toMatchObject({ code: GrpcStatus.INVALID_ARGUMENT, message: reencodeMessages.tooManyPixels });
  });

  it('stores every width, each served at its size; another width is no such image', async () => {
    const { user, asUser } = await photoOwner();
    const updated = await identity.setAvatar(
      { userId: user?.id ?? '', content: await photoWithGps(), declaredType: 'image/jpeg' },
      asUser,
    );
    const imageId = updated.user?.avatar.split('/').pop() ?? '';
    const rows = await handle.database.db.select().from(avatarWidths).where(eq(avatarWidths.avatarId, imageId));
    expect(rows.map((r) => r.width).sort((a, b) => a - b)).toEqual([...IMAGE_WIDTHS]);
    for (const width of IMAGE_WIDTHS) {
      const served = await identity.getAvatar({ imageId, width });
      expect(served.contentType).toBe('image/webp');
      expect(await sharp(Buffer.from(served.content)).metadata()).toMatchObject({ width, height: width });
    }
    expect(
      await sharp(Buffer.from((await identity.getAvatar({ imageId, width: 0 })).content)).metadata(),
    ).toMatchObject({ width: 512, height: 384 });
    const unknown = await identity.getAvatar({ imageId, width: 100 }).catch((error: RpcError) => error);
    expect(unknown).toMatchObject({ code: GrpcStatus.NOT_FOUND });
  });

  it('serves an avatar stored before widths were cut, as it is, for every width', async () => {
    const { user } = await photoOwner();
    const content = await sharp({ create: { width: 512, height: 512, channels: 3, background: '#0a0' } })
      .webp()
      .toBuffer();
    const [old] = await handle.database.db
      .insert(avatars)
      .values({ userId: user?.id ?? '', content, contentType: 'image/webp' })
      .returning();
    for (const width of [0, ...IMAGE_WIDTHS]) {
      expect(Buffer.from((await identity.getAvatar({ imageId: old?.id ?? '', width })).content)).toEqual(content);
    }
  });
});
