import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sentBodies, stubApi } from '@/testing/fake-api';
import { click, fill, leave } from '@/testing/form-events';
import { renderApp } from '@/testing/render-app';
import { signedInAs } from '@/testing/users';
import type { BusinessProfile } from '../api/get-business';
import { logoLimitAlert } from '../lib/business-form-rules';

const businessId = '5f0a8c1e-2b3d-4e5f-8a9b-0c1d2e3f4a5b';

function business(overrides: Partial<BusinessProfile> = {}): BusinessProfile {
  return {
    id: businessId,
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
    ...overrides,
  };
}

async function openBusinessTab(handlers: Parameters<typeof stubApi>[0]) {
  const fetchMock = stubApi({ 'GET /api/business': () => ({ body: { business: business() } }), ...handlers });
  renderApp({ path: '/dashboard/settings/business', state: signedInAs('business') });
  await screen.findByLabelText('Business name');
  return fetchMock;
}

describe('settings → business', () => {
  it('shows the profile read-only with the public link, the 40km note and no services', async () => {
    await openBusinessTab({});
    expect((screen.getByLabelText('Business name') as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByLabelText('Location') as HTMLInputElement).value).toBe('SW');
    expect(screen.getByText('Leads arrive within a 40km radius of this post code.')).toBeTruthy();
    expect(screen.getByText('No services selected')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Public profile' }).getAttribute('href')).toBe(`/business/${businessId}`);
  }, 60_000);

  it('says No reviews yet while the business has no rating', async () => {
    await openBusinessTab({});
    expect(screen.getByText('No reviews yet')).toBeTruthy();
    expect(screen.queryByRole('img', { name: /^Rated/ })).toBeNull();
  }, 60_000);

  it('shows the average rating with the count', async () => {
    await openBusinessTab({
      'GET /api/business': () => ({ body: { business: business({ rating: 4.3, reviewsCount: 7 }) } }),
    });
    expect(screen.getByRole('img', { name: 'Rated 4.3 out of 5' })).toBeTruthy();
    expect(screen.getByText('4.3 (7 reviews)')).toBeTruthy();
    expect(screen.queryByText('No reviews yet')).toBeNull();
  }, 60_000);

  it('edits and saves the profile, then toasts', async () => {
    const fetchMock = await openBusinessTab({ 'POST /api/business': () => ({ body: [] }) });
    click('Edit');
    fill('Description', 'Spotless homes since 2010.');
    fill('Website', 'sparkle.co.uk');
    fill('Mobile number', '+44 7700 900-124');
    leave('Mobile number');
    expect((screen.getByLabelText('Mobile number') as HTMLInputElement).value).toBe('07700900124');
    click('Save');

    expect(await screen.findByText('Business Profile details saved!')).toBeTruthy();
    expect(sentBodies(fetchMock, 'POST', '/api/business')).toEqual([
      {
        name: 'Sparkle & Co',
        description: 'Spotless homes since 2010.',
        mobile_number: '07700900124',
        address: '',
        website: 'sparkle.co.uk',
        landline: '',
        workCategories: 'cat-cleaning',
        services: [],
      },
    ]);
    await waitFor(() => expect((screen.getByLabelText('Business name') as HTMLInputElement).disabled).toBe(true));
  }, 60_000);

  it('checks fields on the client and toasts when the server refuses', async () => {
    const fetchMock = await openBusinessTab({
      'POST /api/business': () => ({
        status: 400,
        body: {
          message: 'Invalid',
          errors: [{ path: 'landline', message: 'Landline may only contain digits and spaces' }],
        },
      }),
    });
    click('Edit');
    fill('Business name', '');
    click('Save');
    expect(await screen.findByText('Business name is required')).toBeTruthy();
    expect(sentBodies(fetchMock, 'POST', '/api/business')).toEqual([]);

    fill('Business name', 'Sparkle Ltd');
    click('Save');
    expect(await screen.findByText('Error saving profile details, please try again later')).toBeTruthy();
    expect(await screen.findByText('Landline may only contain digits and spaces')).toBeTruthy();
  }, 60_000);
});

describe('settings → business logo', () => {
  const upload = (file: File) => fireEvent.change(screen.getByLabelText('Logo file'), { target: { files: [file] } });

  it('shows the 2MB alert, refuses a large file, uploads multipart and toasts a failed upload', async () => {
    let uploads = 0;
    const fetchMock = await openBusinessTab({
      'POST /api/business': () => {
        uploads += 1;
        return uploads === 1 ? { body: [] } : { status: 413, body: { message: 'File size exceeds 2MB!' } };
      },
    });
    click('Edit');
    expect(screen.getByText(logoLimitAlert)).toBeTruthy();

    upload(new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' }));
    expect(await screen.findByText('File size exceeds 2MB!')).toBeTruthy();
    expect(uploads).toBe(0);

    upload(new File([new Uint8Array(10)], 'logo.png', { type: 'image/png' }));
    await waitFor(() => expect(uploads).toBe(1));
    const sent = fetchMock.mock.calls.find(([url, init]) => url === '/api/business' && init?.body instanceof FormData);
    const form = sent?.[1]?.body as FormData;
    expect(form.get('business_name')).toBe('Sparkle & Co');
    expect((form.get('logo') as File).name).toBe('logo.png');

    upload(new File([new Uint8Array(10)], 'again.png', { type: 'image/png' }));
    expect(await screen.findByText('Error uploading image, please try again later')).toBeTruthy();
  }, 60_000);
});
