import { describe, expect, it } from 'vitest';
import { loadMatchingConfig } from '../src/config.js';

describe('matching settings', () => {
  it('matches eight jobs at once by default, or as many as set', () => {
    expect(loadMatchingConfig({}).jobConcurrency).toBe(8);
    expect(loadMatchingConfig({ MATCHING_JOB_CONCURRENCY: '2' }).jobConcurrency).toBe(2);
  });

  it('names the setting when its value is not a whole number from 1 to 8 (the pool has 10 connections)', () => {
    for (const bad of ['0', '9', 'many', '1.5']) {
      expect(() => loadMatchingConfig({ MATCHING_JOB_CONCURRENCY: bad }), bad).toThrow(/MATCHING_JOB_CONCURRENCY/);
    }
  });

  it('gives Premium businesses a 3-minute head start by default, or as set (0: none), and refuses nonsense', () => {
    expect(loadMatchingConfig({}).premiumHeadStartSeconds).toBe(180);
    expect(loadMatchingConfig({ MATCHING_PREMIUM_HEAD_START_SECONDS: '0' }).premiumHeadStartSeconds).toBe(0);
    expect(loadMatchingConfig({}).leadReleasePollMs).toBe(5000);
    for (const bad of ['-1', '3601', 'soon', '1.5']) {
      expect(() => loadMatchingConfig({ MATCHING_PREMIUM_HEAD_START_SECONDS: bad }), bad).toThrow(
        /MATCHING_PREMIUM_HEAD_START_SECONDS/,
      );
    }
  });
});
