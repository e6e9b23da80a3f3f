import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import * as contract from '../../../../packages/contracts/src/forms/jobs';
import { jobDateProblem, jobMessages } from './job-rules';

function contractDateProblem(target: contract.TargetJobDone, date: string, today: string): string | null {
  const issues: string[] = [];
  const ctx = { addIssue: (issue: { message: string }) => issues.push(issue.message) } as unknown as z.RefinementCtx;
  contract.checkJobDate({ target_job_done: target, specificJobDoneDatetime: date }, ctx, today);
  return issues[0] ?? null;
}

describe('job rules copied from packages/contracts/src/forms/jobs.ts', () => {
  it('has the same messages', () => {
    expect(jobMessages).toEqual(contract.jobMessages);
  });

  it.each([
    ['specificDate', '', 'A valid date is required'],
    ['specificDate', '2026-01-01', 'The date cannot be in the past'],
    ['specificDate', '2026-03-01', null],
    ['specificDate', '2026-02-10', null],
    ['flexible', '2026-03-01', 'Specific date should not be selected for "Flexible" or "Immediately"'],
    ['immediately', '', null],
  ] as const)('judges %s %s like the server', (target, date, expected) => {
    expect(jobDateProblem(target, date, '2026-02-10')).toBe(expected);
    expect(contractDateProblem(target, date, '2026-02-10')).toBe(expected);
  });
});
