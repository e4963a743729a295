import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { NOTIFICATION_KINDS } from '../../common/notifications/kinds.js';

const MODULES = path.resolve(import.meta.dirname, '..');

/** The notification kinds a service passes to notify(…): the quoted snake_case values of its `type:` lines. */
function kindsSentBy(source: string): string[] {
  if (!source.includes('this.notify(')) return [];
  return [...source.matchAll(/^\s*type:\s*([^\n]+?),?\s*$/gm)].flatMap((line) =>
    [...line[1].matchAll(/'([a-z]+_[a-z_]+)'/g)].map((m) => m[1]),
  );
}

describe('notification kinds', () => {
  it('hold the seven original types and every kind a service sends, in one list (no patched union)', () => {
    // The product's notification types, each of which a client gives its own icon.
    const spec = [
      'exchange_request',
      'exchange_accepted',
      'exchange_declined',
      'session_proposal',
      'session_accepted',
      'session_rejected',
      'testimonial_received',
    ];
    expect(NOTIFICATION_KINDS).toEqual(expect.arrayContaining(spec));

    const services = readdirSync(MODULES, { recursive: true, encoding: 'utf8' }).filter((f) =>
      f.endsWith('.service.ts'),
    );
    const sent = new Set(services.flatMap((f) => kindsSentBy(readFileSync(path.join(MODULES, f), 'utf8'))));
    // A floor, so that a broken scan cannot pass silently: requests, sessions and testimonials all notify.
    expect(sent.size).toBeGreaterThanOrEqual(8);
    expect([...sent].filter((kind) => !(NOTIFICATION_KINDS as readonly string[]).includes(kind))).toEqual([]);

    // The type is declared once: the service no longer widens it with extra literals.
    const service = readFileSync(path.join(MODULES, 'notifications/notification.service.ts'), 'utf8');
    expect(service).toMatch(/type: NotificationKind;/);
  });
});
