import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '@/testing/fake-api';
import { renderApp } from '@/testing/render-app';
import { signedOut } from '@/testing/users';

const pack = (id: 'standard' | 'premium', name: string, price: number) => ({
  id,
  name,
  price,
  price_pence: price * 100,
  vat_included: true,
  billing_period: 'Monthly',
  features: ['Leads within 40 km'],
});
const packages = { success: true, data: [pack('standard', 'Standard', 95), pack('premium', 'Premium', 195)] };

describe('packages page', () => {
  it('states the places rule and the Premium head start', async () => {
    stubApi({ 'GET /api/subscription/packages': () => ({ body: packages }) });
    renderApp({ path: '/packages', state: signedOut() });
    await screen.findByRole('heading', { name: /Premium/, level: 2 });
    expect(screen.getByText(/only a few businesses get one \(5 in most\s+categories\)/)).toBeTruthy();
    expect(screen.getByText(/Premium businesses see each new lead\s+3 minutes before Standard ones/)).toBeTruthy();
  }, 60_000);
});
