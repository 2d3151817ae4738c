import type { Kysely } from 'kysely';
import type { Config } from '../config.js';
import type { Database } from '../db/types.js';

/** Sends one text message. Every transport implements this; the OTP and notification code only sees it. */
export interface SmsSender {
  send(phone: string, text: string): Promise<void>;
}

export class ConsoleSms implements SmsSender {
  constructor(private readonly log: (line: string) => void = (line) => console.log(line)) {}
  async send(phone: string, text: string) {
    this.log(`[sms] to ${phone}: ${text}`);
  }
}

/** POSTs `{phone, text}` as JSON to SMS_WEBHOOK_URL; a non-2xx answer is a failure. */
export class WebhookSms implements SmsSender {
  constructor(
    private readonly url: string,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}
  async send(phone: string, text: string) {
    const response = await this.fetchImpl(this.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ phone, text }),
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) throw new Error(`SMS webhook answered ${response.status}`);
  }
}

/** Twilio's Messages API: form-encoded POST with basic auth. Phones are sent in E.164 (+92 for a leading 0). */
export class TwilioSms implements SmsSender {
  constructor(
    private readonly accountSid: string,
    private readonly authToken: string,
    private readonly from: string,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}
  buildRequest(phone: string, text: string): { url: string; init: RequestInit } {
    const to = phone.startsWith('0') ? `+92${phone.slice(1)}` : phone;
    const body = new URLSearchParams({ To: to, From: this.from, Body: text });
    return {
      url: `https://api.twilio.com/2010-04-01/Accounts/${encodeURIComponent(this.accountSid)}/Messages.json`,
      init: {
        method: 'POST',
        headers: {
          authorization: `Basic ${Buffer.from(`${this.accountSid}:${this.authToken}`).toString('base64')}`,
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: body.toString(),
      },
    };
  }
  async send(phone: string, text: string) {
    const { url, init } = this.buildRequest(phone, text);
    const response = await this.fetchImpl(url, { ...init, signal: AbortSignal.timeout(10_000) });
    if (!response.ok) throw new Error(`Twilio answered ${response.status}`);
  }
}

/** Keeps a copy of every text in the database so that `GET /api/dev/sms` can show it (DEV_OUTBOX=1 only). */
export class OutboxSms implements SmsSender {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly inner: SmsSender,
  ) {}
  async send(phone: string, text: string) {
    await this.db.insertInto('sms_outbox').values({ phone, text }).execute();
    await this.inner.send(phone, text);
  }
}

export function createSmsSender(config: Config, db: Kysely<Database>, log?: (line: string) => void): SmsSender {
  let sender: SmsSender;
  switch (config.SMS_TRANSPORT) {
    case 'webhook':
      if (!config.SMS_WEBHOOK_URL) throw new Error('SMS_TRANSPORT=webhook needs SMS_WEBHOOK_URL');
      sender = new WebhookSms(config.SMS_WEBHOOK_URL);
      break;
    case 'twilio':
      if (!config.TWILIO_ACCOUNT_SID || !config.TWILIO_AUTH_TOKEN || !config.TWILIO_FROM) {
        throw new Error('SMS_TRANSPORT=twilio needs TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM');
      }
      sender = new TwilioSms(config.TWILIO_ACCOUNT_SID, config.TWILIO_AUTH_TOKEN, config.TWILIO_FROM);
      break;
    default:
      sender = new ConsoleSms(log);
  }
  return config.DEV_OUTBOX && config.NODE_ENV !== 'production' ? new OutboxSms(db, sender) : sender;
}
