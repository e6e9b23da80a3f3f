import { afterPaintPreloadsId } from '@localpros/contracts/rules';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { preloadsStarted } from './preloads-started';

async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  await vi.advanceTimersByTimeAsync(0);
  return done;
}

describe('preloadsStarted', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    document.head.innerHTML = '';
  });

  const template = () =>
    `<template id="${afterPaintPreloadsId}"><link rel="modulepreload" crossorigin href="/assets/a.js"></template>`;

  it("waits while the chunks' template is in the head, and goes on once the starter has moved them", async () => {
    document.head.innerHTML = template();
    const started = preloadsStarted();
    await vi.advanceTimersByTimeAsync(500);
    expect(await settled(started)).toBe(false);

    // What the page's starter does after the paint.
    const waiting = document.getElementById(afterPaintPreloadsId) as HTMLTemplateElement;
    document.head.append(...waiting.content.children);
    waiting.remove();

    expect(await settled(started)).toBe(true);
    expect(document.head.querySelectorAll('link[rel="modulepreload"]')).toHaveLength(1);
  });

  it('goes on at once without a template (the plain app, or the starter ran first)', async () => {
    document.head.innerHTML = '<title>LocalPros</title>';
    expect(await settled(preloadsStarted())).toBe(true);
  });

  it('goes on after a second when the template stays (a page whose starter did not run)', async () => {
    document.head.innerHTML = template();
    const started = preloadsStarted();
    await vi.advanceTimersByTimeAsync(999);
    expect(await settled(started)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled(started)).toBe(true);
  });
});
