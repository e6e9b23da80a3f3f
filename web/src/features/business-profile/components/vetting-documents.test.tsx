import { vettingMessages } from '@localpros/contracts/rules';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sentBodies, stubApi } from '@/testing/fake-api';
import { click, fill } from '@/testing/form-events';
import { renderApp } from '@/testing/render-app';
import { signedInAs } from '@/testing/users';

const profile = {
  id: 'b1',
  name: 'Sparkle & Co',
  description: null,
  mobile_number: '07700900123',
  address: null,
  website: null,
  landline: null,
  location: 'SW',
  logo: null,
  workCategories: 'cat-cleaning',
  workCategoriesName: 'Cleaning',
  services: [],
  rating: null,
  reviewsCount: 0,
  memberSince: '2024-03-05T09:00:00Z',
};

const insurance = {
  id: 'd1',
  kind: 'insurance',
  fileName: 'insurance.pdf',
  mimeType: 'application/pdf',
  size: 2048,
  uploadedAt: '2026-05-01T10:00:00Z',
};

describe('settings → business → vetting', () => {
  it('shows the company number on record when the page loads', async () => {
    stubApi({
      'GET /api/business': () => ({ body: { business: profile } }),
      'GET /api/business/documents': () => ({ body: { documents: [], companyNumber: 'SC123456' } }),
    });
    renderApp({ path: '/dashboard/settings/business', state: signedInAs('business') });
    const field = (await screen.findByLabelText('Company registration number')) as HTMLInputElement;
    await waitFor(() => expect(field.value).toBe('SC123456'));
    expect(screen.getByText('Saved: SC123456')).toBeTruthy();
  });

  it('saves the company number (format checked) and uploads a document, refusing big or wrong files', async () => {
    let documents: (typeof insurance)[] = [];
    let uploaded: FormData | null = null;
    const fetchMock = stubApi({
      'GET /api/business': () => ({ body: { business: profile } }),
      'GET /api/business/documents': () => ({ body: { documents, companyNumber: null } }),
      'PUT /api/business/company-number': () => ({ body: { companyNumber: 'SC123456' } }),
      'POST /api/business/documents': ({ rawBody }) => {
        uploaded = rawBody as FormData;
        documents = [insurance];
        return { status: 201, body: { document: insurance } };
      },
    });
    renderApp({ path: '/dashboard/settings/business', state: signedInAs('business') });
    expect(await screen.findByText('No documents uploaded yet.')).toBeTruthy();

    fill('Company registration number', 'XX1');
    click('Save number');
    expect(await screen.findByText(vettingMessages.companyNumberInvalid)).toBeTruthy();
    fill('Company registration number', 'sc123456');
    click('Save number');
    expect(await screen.findByText('Company registration number saved')).toBeTruthy();
    expect(sentBodies(fetchMock, 'PUT', '/api/business/company-number')).toEqual([{ companyNumber: 'sc123456' }]);

    const input = screen.getByLabelText('Document file');
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.pdf', { type: 'application/pdf' });
    fireEvent.change(input, { target: { files: [big] } });
    expect(await screen.findByText(vettingMessages.documentTooLarge)).toBeTruthy();
    const gif = new File(['GIF89a'], 'cat.gif', { type: 'image/gif' });
    fireEvent.change(input, { target: { files: [gif] } });
    expect(await screen.findByText(vettingMessages.documentTypeRefused)).toBeTruthy();

    const pdf = new File(['%PDF-1.4'], 'insurance.pdf', { type: 'application/pdf' });
    fireEvent.change(input, { target: { files: [pdf] } });
    expect(await screen.findByRole('link', { name: 'Insurance: insurance.pdf' })).toBeTruthy();
    await waitFor(() => expect(uploaded).not.toBeNull());
    expect((uploaded as unknown as FormData).get('kind')).toBe('insurance');
    expect(screen.getByRole('link', { name: 'Insurance: insurance.pdf' }).getAttribute('href')).toBe(
      '/api/business/documents/d1',
    );
  }, 60_000);
});
