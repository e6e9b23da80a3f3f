import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MainLayout } from '@/shared/components/layout/main-layout';
import { stubApi } from '@/testing/fake-api';
import { renderApp } from '@/testing/render-app';
import { RouteErrorPage } from './route-error-page';

const Nothing = () => null;

function routesThrowing(thrown: unknown) {
  return [
    {
      Component: MainLayout,
      HydrateFallback: Nothing,
      children: [
        {
          path: '/broken',
          ErrorBoundary: RouteErrorPage,
          loader: () => {
            throw thrown;
          },
          Component: Nothing,
        },
      ],
    },
  ];
}

describe('RouteErrorPage', () => {
  it('says page not found for a 404', async () => {
    stubApi();
    renderApp({ path: '/broken', routes: routesThrowing(new Response('', { status: 404 })) });

    expect(await screen.findByRole('heading', { name: 'Oops 404 Error!' })).toBeTruthy();
    expect(screen.getByText('page not found')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
  });

  it('apologises for any other error', async () => {
    stubApi();
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderApp({ path: '/broken', routes: routesThrowing(new Error('boom')) });

    expect(await screen.findByRole('heading', { name: 'Oops 500 Error!' })).toBeTruthy();
    expect(screen.getByText("Something went wrong, We're working on it.")).toBeTruthy();
    expect(screen.queryByText('page not found')).toBeNull();
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
    expect(consoleError).toHaveBeenCalled();
  });

  it('uses the status of a thrown response, e.g. 503', async () => {
    stubApi();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderApp({ path: '/broken', routes: routesThrowing(new Response('', { status: 503 })) });

    expect(await screen.findByRole('heading', { name: 'Oops 503 Error!' })).toBeTruthy();
    expect(screen.getByText("Something went wrong, We're working on it.")).toBeTruthy();
  });
});
