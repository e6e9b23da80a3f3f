import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sentBodies, stubApi } from '@/testing/fake-api';
import { expectMessages } from '@/testing/form-events';
import { renderApp } from '@/testing/render-app';
import { contactMessages } from '../lib/contact-form-rules';

const contactUrl = '/api/customer/contact-us';

async function openContactPage() {
  renderApp({ path: '/contact-us' });
  await screen.findByRole('heading', { name: 'Contact us', level: 1 });
}

function fill(label: string | RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

function fillValidMessage() {
  fill('Name', 'Ann Jones');
  fill('Email', 'ann@example.co.uk');
  fill('Phone (optional)', '020 3514 1400');
  fill('Message', 'Do you cover Croydon for office cleaning?');
}

function submit() {
  fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
}

describe('contact form', () => {
  it('explains what is missing and sends nothing', async () => {
    const fetchMock = stubApi();
    await openContactPage();

    submit();

    await expectMessages(contactMessages.nameRequired, contactMessages.emailRequired, contactMessages.messageRequired);
    expect(sentBodies(fetchMock, 'POST', contactUrl)).toHaveLength(0);
  });

  it('checks the email, phone and message length', async () => {
    stubApi();
    await openContactPage();

    fill('Name', 'Ann');
    fill('Email', 'not-an-email');
    fill('Phone (optional)', '12345');
    fill('Message', 'Too short');
    submit();

    await expectMessages(contactMessages.emailInvalid, contactMessages.phoneInvalid, contactMessages.messageTooShort);
  });

  it('posts the message, thanks the visitor and clears the form', async () => {
    const fetchMock = stubApi({
      [`POST ${contactUrl}`]: () => ({
        status: 201,
        body: { message: 'Sent', contactMessage: { id: 'cm-1' } },
      }),
    });
    await openContactPage();

    fillValidMessage();
    submit();

    expect(
      await screen.findByText('Thank you — your message has been sent. We reply within one working day.'),
    ).toBeTruthy();
    expect(sentBodies(fetchMock, 'POST', contactUrl)).toEqual([
      {
        name: 'Ann Jones',
        email: 'ann@example.co.uk',
        phone: '020 3514 1400',
        message: 'Do you cover Croydon for office cleaning?',
      },
    ]);
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('');
  });

  it('shows the server field errors on their fields', async () => {
    stubApi({
      [`POST ${contactUrl}`]: () => ({
        status: 400,
        body: {
          message: 'Validation failed',
          errors: [{ path: 'email', message: 'Invalid email format' }],
        },
      }),
    });
    await openContactPage();

    fillValidMessage();
    submit();

    expect(await screen.findByText('Invalid email format')).toBeTruthy();
    expect(screen.queryByText('Validation failed')).toBeNull();
  });

  it("shows the server's message when sending fails, e.g. rate limited", async () => {
    stubApi({
      [`POST ${contactUrl}`]: () => ({
        status: 429,
        body: { message: 'Too many messages, please try again in a minute.' },
      }),
    });
    await openContactPage();

    fillValidMessage();
    submit();

    const alert = await screen.findByText('Too many messages, please try again in a minute.');
    expect(alert.closest('[role="alert"]')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Send message' }).className).not.toContain('loading'),
    );
  });
});
