import { execFileSync } from 'node:child_process';
import {
  createDecipheriv,
  createECDH,
  createHmac,
  createPublicKey,
  randomBytes,
  randomUUID,
  verify,
  type ECDH,
} from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { globalAgent } from 'node:https';
import { createServer, type Server } from 'node:https';
import type { IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * A local double of a browser's push service (RFC 8030), speaking the real protocol to the real
 * `web-push` library: HTTPS (a certificate made for the run with openssl, trusted by this test
 * process only), a POST per push, the VAPID `Authorization: vapid t=<JWT>, k=<key>` checked as a
 * push service checks it (ES256 against the public key, `aud` the endpoint's origin, `exp` within a
 * day), and the `aes128gcm` body (RFC 8188/8291) decrypted with the device's own keys — each device
 * is a P-256 key pair and a 16-byte auth secret made here with node:crypto, as a browser makes them.
 * A device may answer 404 or 410 (gone), and the whole service may be down (connections refused).
 */
export interface DoubleDevice {
  id: string;
  /** What `pushManager.subscribe()` hands the page, `toJSON()` shape. */
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } };
  /** What the push service answers for it: 201 (accepted), or 404/410 (gone). */
  answer: 201 | 404 | 410;
}

export interface Delivery {
  deviceId: string;
  payload: Record<string, unknown>;
  /** The raw encrypted body's size: the 4 KB limit applies to it. */
  bodyBytes: number;
  ttl: string | undefined;
  receivedAt: number;
}

interface DeviceKeys {
  ecdh: ECDH;
  auth: Buffer;
}

const readBody = (req: IncomingMessage) =>
  new Promise<Buffer>((resolve) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks)));
  });

const hmac = (key: Buffer, data: Buffer) => createHmac('sha256', key).update(data).digest();

/** RFC 8291 §3.4 and RFC 8188 §2: the one record of a push body, decrypted with the device's keys. */
export function decryptAes128gcm(body: Buffer, keys: DeviceKeys): Buffer {
  const salt = body.subarray(0, 16);
  const idLength = body[20];
  const senderKey = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  const ecdhSecret = keys.ecdh.computeSecret(senderKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), keys.ecdh.getPublicKey(), senderKey]);
  const ikm = hmac(hmac(keys.auth, ecdhSecret), Buffer.concat([keyInfo, Buffer.from([1])]));
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01')).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01')).subarray(0, 12);
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02 and zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('not the last record: no 0x02 delimiter');
  return padded.subarray(0, end);
}

/** The VAPID header as a push service checks it; answers why it is refused, or undefined. */
function vapidProblem(header: string | undefined, origin: string, publicKey: string): string | undefined {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(header ?? '');
  if (!match) return 'no vapid Authorization';
  const [, jwt, k] = match;
  if (k !== publicKey) return 'not the expected application server key';
  const [head, claims, signature] = jwt.split('.');
  const point = Buffer.from(k, 'base64url');
  const key = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });
  const header_ = JSON.parse(Buffer.from(head, 'base64url').toString()) as { alg?: string };
  if (header_.alg !== 'ES256') return 'not ES256';
  const signed = verify(
    'sha256',
    Buffer.from(`${head}.${claims}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!signed) return 'bad signature';
  const body = JSON.parse(Buffer.from(claims, 'base64url').toString()) as { aud?: string; exp?: number; sub?: string };
  if (body.aud !== origin) return `aud ${body.aud} is not ${origin}`;
  const now = Date.now() / 1000;
  if (typeof body.exp !== 'number' || body.exp <= now || body.exp > now + 24 * 3600) return 'exp out of range';
  if (!body.sub || !/^(mailto:|https:)/.test(body.sub)) return 'no sub';
  return undefined;
}

/** Trusts the double's certificate in this process (web-push uses the global HTTPS agent). */
function trust(cert: Buffer): () => void {
  const before = globalAgent.options.ca;
  globalAgent.options.ca = cert;
  return () => {
    globalAgent.options.ca = before;
  };
}

export async function startPushDouble(vapidPublicKey: string) {
  const dir = mkdtempSync(path.join(tmpdir(), 'push-double-'));
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-keyout',
      path.join(dir, 'key.pem'),
      '-out',
      path.join(dir, 'cert.pem'),
      '-days',
      '2',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
    ],
    { stdio: 'ignore' },
  );
  const cert = readFileSync(path.join(dir, 'cert.pem'));
  const key = readFileSync(path.join(dir, 'key.pem'));
  rmSync(dir, { recursive: true, force: true });
  const untrust = trust(cert);

  const devices = new Map<string, DoubleDevice & DeviceKeys>();
  const deliveries: Delivery[] = [];
  const refused: string[] = [];
  const waiters: Array<() => void> = [];
  let port = 0;

  const server: Server = createServer({ cert, key }, (req, res) => {
    void (async () => {
      const body = await readBody(req);
      const id = /^\/push\/([\w-]+)$/.exec(req.url ?? '')?.[1];
      const device = id ? devices.get(id) : undefined;
      if (req.method !== 'POST' || !device) return void res.writeHead(404).end();
      const problem =
        vapidProblem(req.headers.authorization, `https://127.0.0.1:${port}`, vapidPublicKey) ??
        (req.headers['content-encoding'] !== 'aes128gcm' ? 'not aes128gcm' : undefined) ??
        (body.length > 4096 ? 'payload over 4096 bytes' : undefined) ??
        (req.headers.ttl === undefined ? 'no TTL' : undefined);
      if (problem) {
        refused.push(problem);
        return void res.writeHead(problem.includes('4096') ? 413 : 401).end(problem);
      }
      if (device.answer !== 201) return void res.writeHead(device.answer).end();
      const payload = JSON.parse(decryptAes128gcm(body, device).toString('utf8')) as Record<string, unknown>;
      deliveries.push({
        deviceId: device.id,
        payload,
        bodyBytes: body.length,
        ttl: req.headers.ttl as string | undefined,
        receivedAt: performance.now(),
      });
      res.writeHead(201, { location: `/message/${randomUUID()}` }).end();
      for (const wake of waiters.splice(0)) wake();
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as { port: number }).port;

  const double = {
    deliveries,
    /** VAPID or encoding problems the double refused (a correct sender makes none). */
    refused,
    /** A new browser subscription on this push service. */
    device(answer: DoubleDevice['answer'] = 201): DoubleDevice {
      const id = randomUUID();
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      const device = {
        id,
        answer,
        ecdh,
        auth,
        subscription: {
          endpoint: `https://127.0.0.1:${port}/push/${id}`,
          keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
        },
      };
      devices.set(id, device);
      return device;
    },
    /** Resolves once `count` pushes in all have been delivered (or rejects after `timeoutMs`). */
    async waitFor(count: number, timeoutMs = 10_000): Promise<Delivery[]> {
      const deadline = Date.now() + timeoutMs;
      while (deliveries.length < count) {
        if (Date.now() > deadline) throw new Error(`${deliveries.length} of ${count} pushes delivered`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 50);
        });
      }
      return deliveries;
    },
    /** The service goes down: connections are refused until `up()`. */
    async down(): Promise<void> {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
    async up(): Promise<void> {
      await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    },
    clear(): void {
      deliveries.length = 0;
      refused.length = 0;
    },
    async close(): Promise<void> {
      untrust();
      server.closeAllConnections();
      await new Promise<void>((resolve) => (server.listening ? server.close(() => resolve()) : resolve()));
    },
  };
  return double;
}
export type PushDouble = Awaited<ReturnType<typeof startPushDouble>>;
