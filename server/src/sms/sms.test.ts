import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConsoleSms, createSmsSender, TwilioSms, WebhookSms } from './sms.js';
import { loadConfig } from '../config.js';

/** A local HTTP server standing in for an SMS gateway: records requests, answers with the status we set. */
let server: http.Server;
let url: string;
let status = 200;
const received: Array<{ method: string; type: string; body: string }> = [];
beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      received.push({ method: req.method ?? '', type: req.headers['content-type'] ?? '', body });
      res.statusCode = status;
      res.end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/sms`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

describe('webhook transport', () => {
  it('POSTs {phone, text} as JSON', async () => {
    status = 200;
    received.length = 0;
    await new WebhookSms(url).send('03001234567', 'Your DawaLink code is 1234.');
    expect(received).toEqual([
      {
        method: 'POST',
        type: 'application/json',
        body: JSON.stringify({ phone: '03001234567', text: 'Your DawaLink code is 1234.' }),
      },
    ]);
  });

  it('a non-2xx answer is a failure', async () => {
    status = 503;
    await expect(new WebhookSms(url).send('03001234567', 'x')).rejects.toThrow('SMS webhook answered 503');
    status = 200;
  });

  it('an unreachable gateway is a failure', async () => {
    await expect(new WebhookSms('http://127.0.0.1:1/none').send('03001234567', 'x')).rejects.toThrow();
  });

  it('is chosen by SMS_TRANSPORT=webhook and needs SMS_WEBHOOK_URL', () => {
    const db = {} as never;
    expect(createSmsSender(loadConfig({ SMS_TRANSPORT: 'webhook', SMS_WEBHOOK_URL: url }), db)).toBeInstanceOf(
      WebhookSms,
    );
    expect(() => createSmsSender(loadConfig({ SMS_TRANSPORT: 'webhook' }), db)).toThrow(/SMS_WEBHOOK_URL/);
  });
});

describe('twilio transport', () => {
  it('builds the Messages API request: form body, basic auth, E.164 phone', () => {
    const { url: target, init } = new TwilioSms('AC123', 'secret', '+15005550006').buildRequest(
      '03001234567',
      'Code 1234',
    );
    expect(target).toBe('https://api.twilio.com/2010-04-01/Accounts/AC123/Messages.json');
    expect(init.method).toBe('POST');
    const headers = init.headers as Record<string, string>;
    expect(headers.authorization).toBe(`Basic ${Buffer.from('AC123:secret').toString('base64')}`);
    expect(headers['content-type']).toBe('application/x-www-form-urlencoded');
    const form = new URLSearchParams(String(init.body));
    expect(Object.fromEntries(form)).toEqual({ To: '+923001234567', From: '+15005550006', Body: 'Code 1234' });
  });

  it('sends through fetch and fails on a non-2xx answer', async () => {
    const calls: Array<[string, RequestInit]> = [];
    const okFetch = (async (input: string, init: RequestInit) => {
      calls.push([input, init]);
      return new Response('{}', { status: 201 });
    }) as unknown as typeof fetch;
    await new TwilioSms('AC1', 't', '+1', okFetch).send('03111234567', 'hi');
    expect(calls[0][0]).toContain('/Accounts/AC1/Messages.json');
    const failFetch = (async () => new Response('{}', { status: 401 })) as unknown as typeof fetch;
    await expect(new TwilioSms('AC1', 't', '+1', failFetch).send('03111234567', 'hi')).rejects.toThrow(
      'Twilio answered 401',
    );
  });

  it('is chosen by SMS_TRANSPORT=twilio and needs its three settings', () => {
    const db = {} as never;
    const env = { SMS_TRANSPORT: 'twilio', TWILIO_ACCOUNT_SID: 'AC1', TWILIO_AUTH_TOKEN: 't', TWILIO_FROM: '+1' };
    expect(createSmsSender(loadConfig(env), db)).toBeInstanceOf(TwilioSms);
    expect(() => createSmsSender(loadConfig({ ...env, TWILIO_FROM: undefined }), db)).toThrow(/TWILIO_FROM/);
  });
});

describe('console transport', () => {
  it('is the default and prints the text', async () => {
    const lines: string[] = [];
    const sender = createSmsSender(loadConfig({}), {} as never, (line) => lines.push(line));
    expect(sender).toBeInstanceOf(ConsoleSms);
    await sender.send('03001234567', 'hello');
    expect(lines).toEqual(['[sms] to 03001234567: hello']);
  });
});
