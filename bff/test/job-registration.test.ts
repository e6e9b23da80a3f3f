import { GrpcStatus, RpcError } from '@localpros/kit';
import { describe, expect, it } from 'vitest';
import { user, useTestApps } from './support.js';

const start = useTestApps();

const visitor = user({ id: '7c1d6a40-7a8e-4f8b-9f0e-2f6f1a2b3c4d', emailVerified: false, email: 'vera@example.com' });

const visitorJob = {
  category_id: 'cleaning',
  service_id: 'oven',
  location: 'SW',
  job_type: 'residential',
  title: 'Oven clean',
  description: 'A very greasy oven',
  target_job_done: 'flexible',
  specificJobDoneDatetime: '',
  fullName: 'Vera Visitor',
  email: 'vera@example.com',
  mobile_number: '07123456781',
  password: 'Secret123!',
  passwordConfirm: 'Secret123!',
};

function jobsFailingWith(error: Error) {
  return {
    async listWorkCategories() {
      return {
        workCategories: [{ id: 'cleaning', name: 'Cleaning', services: [{ id: 'oven', name: 'Oven cleaning' }] }],
      };
    },
    async listLocations() {
      return { locations: [{ location: 'SW', name: 'London South West', latitude: 51.4, longitude: -0.2 }] };
    },
    async postJob() {
      throw error;
    },
  };
}

describe('POST /job/register when the job cannot be saved', () => {
  it('deletes the account it has just created and answers with the error', async () => {
    const calls: string[] = [];
    const identity = {
      async registerCustomer() {
        calls.push('registerCustomer');
        return { user: visitor };
      },
      async deleteAccount(request: { userId: string; currentPassword: string }) {
        // Deleting takes the account's password: the one the visitor has just chosen.
        calls.push(`deleteAccount ${request.userId} ${request.currentPassword}`);
        return {};
      },
    };
    const app = await start({
      identity,
      jobs: jobsFailingWith(new RpcError(GrpcStatus.UNAVAILABLE, 'jobs is down')),
    });

    const answer = await app.inject({ method: 'POST', url: '/api/job/register', payload: visitorJob });

    expect(answer.statusCode).toBe(503);
    expect(calls).toEqual(['registerCustomer', `deleteAccount ${visitor.id} Secret123!`]);
  });

  it('still answers with the job error when undoing the sign-up fails too', async () => {
    const identity = {
      async registerCustomer() {
        return { user: visitor };
      },
      async deleteAccount() {
        throw new RpcError(GrpcStatus.UNAVAILABLE, 'identity is down');
      },
    };
    const app = await start({
      identity,
      jobs: jobsFailingWith(new RpcError(GrpcStatus.INVALID_ARGUMENT, 'Job title is required')),
    });

    const answer = await app.inject({ method: 'POST', url: '/api/job/register', payload: visitorJob });

    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ message: 'Job title is required' });
  });
});
