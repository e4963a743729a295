import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/harness.js';
import { createMember, createService, grantEp } from '../../../test/factories.js';

/**
 * The statement in its member's language: the CSV's header row and what each entry says happened
 * (the account's language on both transports: every member has one, English by default); numbers, dates, kinds
 * and ids stay as they are, machine-readable.
 */
const { app, api, gql } = useTestApp();

/** A member reading `locale` with a welcome bonus, an admin's grant and a request still held. */
async function history(locale: string) {
  const coach = await createMember(app, { fullName: 'Cora' });
  const student = await createMember(app, { fullName: 'Sam', locale });
  await grantEp(app, student.user.id, 5);
  const service = await createService(app, coach.user.id, { title: 'Portfolio', energyCost: 2 });
  expect((await api.post('/requests', { service_id: service.id }, student.token)).status).toBe(201);
  return { student };
}

const csvOf = async (token: string, language?: string) =>
  (
    await api.call('GET', '/user/ledger.csv', {
      token,
      headers: language ? { 'accept-language': language } : {},
    })
  ).body as string;

describe('the statement in the member’s language', () => {
  it('writes a Spanish member’s CSV in Spanish, whatever the browser asks, with the same numbers', async () => {
    const { student } = await history('es');
    const lines = (await csvOf(student.token, 'de')).split('\r\n');
    expect(lines[0]).toBe('Fecha,Qué pasó,Otra parte,Importe (EP),Saldo (EP),Tipo,Movimiento');
    expect(lines[1]).toMatch(
      /^\d{4}-\d{2}-\d{2}T[\d:.]+Z,Retenido por tu solicitud de «Portfolio»,Cora,-2,4,request_hold,\d+$/,
    );
    expect(lines.at(-2)).toMatch(/,Bono de bienvenida,Energy Exchange,\+1,1,signup_bonus,\d+$/);
  });

  it('keeps an English member’s CSV in English byte for byte, whatever the browser asks (the account wins)', async () => {
    const { student } = await history('en');
    for (const language of [undefined, 'de']) {
      const lines = (await csvOf(student.token, language)).split('\r\n');
      expect(lines[0]).toBe('Date,What happened,Other party,Amount (EP),Balance (EP),Kind,Entry');
      expect(lines[1]).toContain(',Held for your request for “Portfolio”,Cora,-2,4,request_hold,');
    }
  });

  it('tells the entries in the member’s language on both transports', async () => {
    const { student } = await history('ar');
    const rest = await api.get('/user/ledger', student.token);
    expect(rest.body.entries[0].description).toBe('محجوز لطلبك لـ«Portfolio»');
    const graph = await gql(`{ myLedger { entries { kind description amount } } }`, undefined, student.token);
    expect(graph.data.myLedger.entries.at(-1)).toEqual({
      kind: 'SIGNUP_BONUS',
      description: 'مكافأة الترحيب',
      amount: 1,
    });
  });
});
