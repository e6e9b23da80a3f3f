import { afterPaintPreloadsId } from '@localpros/contracts/rules';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterFirstPaint, startPreloads } from './after-first-paint';

/** A window whose animation frames come when the test says. */
function framesByHand() {
  const frames: FrameRequestCallback[] = [];
  const win = {
    requestAnimationFrame: (callback: FrameRequestCallback) => frames.push(callback),
    setTimeout: ((handler: () => void, ms?: number) => setTimeout(handler, ms)) as Window['setTimeout'],
  };
  const frame = () => {
    for (const callback of frames.splice(0)) callback(performance.now());
  };
  return { win, frame };
}

async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  await vi.advanceTimersByTimeAsync(0);
  return done;
}

describe('afterFirstPaint', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('waits for the second frame from now (the first is on screen by then)', async () => {
    const { win, frame } = framesByHand();
    const painted = afterFirstPaint(win, { visibilityState: 'visible' });
    await vi.advanceTimersByTimeAsync(500);
    expect(await settled(painted)).toBe(false);
    frame();
    expect(await settled(painted)).toBe(false);
    frame();
    expect(await settled(painted)).toBe(true);
  });

  it('goes on after a second when no frame comes', async () => {
    const { win } = framesByHand();
    const painted = afterFirstPaint(win, { visibilityState: 'visible' });
    await vi.advanceTimersByTimeAsync(999);
    expect(await settled(painted)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled(painted)).toBe(true);
  });

  it('does not wait in a hidden tab, which paints nothing', async () => {
    const { win } = framesByHand();
    expect(await settled(afterFirstPaint(win, { visibilityState: 'hidden' }))).toBe(true);
  });
});

describe('startPreloads', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it("moves the template's modulepreloads into the head and removes the template", () => {
    document.head.innerHTML = `<style>p{}</style><template id="${afterPaintPreloadsId}"><link rel="modulepreload" crossorigin href="/assets/a.js"><link rel="modulepreload" crossorigin href="/assets/b.js"></template>`;
    expect(document.head.querySelectorAll('link[rel="modulepreload"]')).toHaveLength(0);

    expect(startPreloads(document)).toBe(2);

    const links = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')];
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/assets/a.js', '/assets/b.js']);
    expect(links.every((link) => link.getAttribute('crossorigin') === '')).toBe(true);
    expect(document.getElementById(afterPaintPreloadsId)).toBeNull();
  });

  it('does nothing on a page without the template (the plain app)', () => {
    document.head.innerHTML = '<title>LocalPros</title>';
    expect(startPreloads(document)).toBe(0);
    expect(document.head.innerHTML).toBe('<title>LocalPros</title>');
  });
});
