import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eventCatalogue, eventPublishers, serviceNames } from '@localpros/contracts';
import { describe, expect, it } from 'vitest';
import { authorizationConf, consumedBy, helmValues, natsUsers } from '../nats/users.js';
import { repoRoot } from './support/kustomize.js';

/**
 * k8s/nats/ is what `npm run nats:config` writes from the contracts and the services' consumers:
 * a new event or consumer without a regenerated file fails here, not as a permission violation
 * in production. nats-permissions.test.ts runs the file on a real server.
 */
const committed = (file: string) => readFileSync(join(repoRoot, 'k8s/nats', file), 'utf8');
const regenerate = 'k8s/nats/ is out of date: run `npm run nats:config` and commit it';

describe('the NATS users in k8s/nats', () => {
  it('are what the contracts and the consumers give today', () => {
    expect(committed('authorization.conf'), regenerate).toBe(authorizationConf(natsUsers()));
    expect(committed('values.yaml'), regenerate).toBe(helmValues(natsUsers()));
  });

  it('let every event be published by someone, and every consumed event come from someone', () => {
    const published = new Set(serviceNames.flatMap((service) => eventPublishers[service].map((event) => event.type)));
    expect(Object.keys(eventCatalogue).filter((type) => !published.has(type))).toEqual([]);
    expect(serviceNames.flatMap(consumedBy).filter((type) => !published.has(type))).toEqual([]);
  });

  it('give one user per service, the BFF and the operator, as the Secret localpros-bus names them', () => {
    const users = natsUsers().map((u) => u.user);
    expect(users).toEqual([...serviceNames, 'bff', 'operator'].map((name) => `localpros-${name}`));
    const example = committed('../overlays/dev/secrets/bus.env.example');
    const urls = [...example.matchAll(/^([a-z]+)-nats-url=nats:\/\/([^:]+):/gm)].map(([, key, user]) => [key, user]);
    expect(urls).toEqual([...serviceNames, 'bff', 'operator'].map((name) => [name, `localpros-${name}`]));
  });

  it('let the BFF subscribe to the events its live streams and leads lists hear, and publish nothing', () => {
    const bff = natsUsers().find((u) => u.user === 'localpros-bff');
    expect(bff?.publish).toEqual([]);
    expect(bff?.subscribe).toEqual(
      [
        'NotificationsAdded',
        'SessionsEnded',
        'UserDeleted',
        'AccountStatusChanged',
        'LeadsCreated',
        'LeadDismissed',
        'LeadListsChanged',
      ].map((type) => `localpros.events.${type}`),
    );
    expect(committed('authorization.conf')).toMatch(/user: "localpros-bff"[\s\S]*?publish: \{ deny: \[\s*">"/);
  });
});
