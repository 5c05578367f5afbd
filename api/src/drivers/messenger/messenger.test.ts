import { readDriverConfig } from '../../config/drivers';
import { failureOf } from '../../../test-support/driver-failure';
import { formOf, jsonOf, startStubServer } from '../../../test-support/stub-server';
import { startSmtpStub } from '../../../test-support/smtp-stub';
import { createMessenger, messengerFromSenders } from './messenger';
import { Outbox } from './outbox';
import { smtpMailSender } from './smtp-mail';
import { telegramGatewaySender } from './telegram-gateway';
import type { OutgoingMessage } from './types';
import { whatsappCloudSender } from './whatsapp-cloud';

const message = (overrides: Partial<OutgoingMessage> = {}): OutgoingMessage => ({
  channel: 'telegram',
  to: '+77011234567',
  purpose: 'register',
  text: 'Your code: 123456',
  code: '123456',
  locale: 'en',
  ...overrides,
});

describe('development outbox', () => {
  it('keeps each message and reads the latest for one recipient, newest first', async () => {
    const outbox = new Outbox(4);
    await outbox.send(message({ code: '111111' }));
    await outbox.send(message({ to: '+998901234567', code: '222222' }));
    await outbox.send(message({ channel: 'email', to: 'Ace@Portal.KZ', code: '333333', subject: 'Recovery', link: 'http://x/password/confirmation/abc' }));
    await outbox.send(message({ code: '444444' }));
    expect(outbox.latest(' +7 701 123 45 67 ').map((m) => m.code)).toEqual(['444444', '111111']);
    expect(outbox.latest('ace@portal.kz')).toEqual([
      expect.objectContaining({ channel: 'email', to: 'ace@portal.kz', code: '333333', link: 'http://x/password/confirmation/abc', text: 'Recovery\n\nYour code: 123456' }),
    ]);
    await outbox.send(message({ code: '555555' }));
    // Capacity 4: the oldest message is gone.
    expect(outbox.latest('+77011234567').map((m) => m.code)).toEqual(['555555', '444444']);
    expect(outbox.latest('+998901234567').map((m) => m.code)).toEqual(['222222']);
    expect(outbox.latest('+77011234567', 1)).toHaveLength(1);
  });
});

describe('Telegram Gateway driver', () => {
  it('posts sendVerificationMessage with the bearer token, phone, code and ttl', async () => {
    const stub = await startStubServer(() => ({ body: { ok: true, result: { request_id: 'tg-1' } } }));
    try {
      await telegramGatewaySender({ token: 'gw-token', ttlSeconds: 600, baseUrl: stub.url }).send(message());
      expect(stub.requests).toHaveLength(1);
      const [request] = stub.requests;
      expect(request?.method).toBe('POST');
      expect(request?.path).toBe('/sendVerificationMessage');
      expect(request?.headers.authorization).toBe('Bearer gw-token');
      expect(request?.headers['content-type']).toBe('application/json');
      expect(request && jsonOf(request)).toEqual({ phone_number: '+77011234567', code: '123456', ttl: 600 });
    } finally {
      await stub.close();
    }
  });

  it('reports a refusal as rejected and a 5xx or no answer as unavailable', async () => {
    const refused = await startStubServer(() => ({ body: { ok: false, error: 'PHONE_NUMBER_INVALID' } }));
    const broken = await startStubServer(() => ({ status: 502, body: 'bad gateway' }));
    try {
      expect(await failureOf(telegramGatewaySender({ token: 't', ttlSeconds: 600, baseUrl: refused.url }).send(message()))).toBe('rejected');
      expect(await failureOf(telegramGatewaySender({ token: 't', ttlSeconds: 600, baseUrl: broken.url }).send(message()))).toBe('unavailable');
    } finally {
      await refused.close();
      await broken.close();
    }
    expect(await failureOf(telegramGatewaySender({ token: 't', ttlSeconds: 600, baseUrl: 'http://127.0.0.1:9' }).send(message()))).toBe('unavailable');
  });
});

describe('WhatsApp Cloud API driver', () => {
  it('sends the authentication template with the code in the body and the copy button, in the language of the request', async () => {
    const stub = await startStubServer(() => ({ body: { messaging_product: 'whatsapp', messages: [{ id: 'wamid.1' }] } }));
    try {
      await whatsappCloudSender({ accessToken: 'wa-token', phoneNumberId: '1098765', template: 'auth_code', baseUrl: stub.url }).send(
        message({ channel: 'whatsapp', to: '+998901234567', code: '4821', locale: 'uz' }),
      );
      const [request] = stub.requests;
      expect(request?.path).toBe('/1098765/messages');
      expect(request?.headers.authorization).toBe('Bearer wa-token');
      expect(request && jsonOf(request)).toEqual({
        messaging_product: 'whatsapp',
        recipient_type: 'individual',
        to: '998901234567',
        type: 'template',
        template: {
          name: 'auth_code',
          language: { code: 'uz' },
          components: [
            { type: 'body', parameters: [{ type: 'text', text: '4821' }] },
            { type: 'button', sub_type: 'url', index: '0', parameters: [{ type: 'text', text: '4821' }] },
          ],
        },
      });
    } finally {
      await stub.close();
    }
  });

  it('treats an error answer as rejected', async () => {
    const stub = await startStubServer(() => ({ status: 400, body: { error: { message: 'Invalid parameter', code: 100 } } }));
    try {
      const sender = whatsappCloudSender({ accessToken: 't', phoneNumberId: '1098765', template: 'auth_code', baseUrl: stub.url });
      expect(await failureOf(sender.send(message({ channel: 'whatsapp' })))).toBe('rejected');
    } finally {
      await stub.close();
    }
  });
});

describe('SMTP mail driver', () => {
  it('delivers the subject and text to the address', async () => {
    const smtp = await startSmtpStub();
    const sender = smtpMailSender({ url: smtp.url, from: 'Portal <no-reply@portal.example>' });
    try {
      await sender.send(message({ channel: 'email', to: 'ace@portal.kz', subject: 'Password recovery', text: 'Code 123456\nLink http://x/y' }));
      expect(smtp.mails).toHaveLength(1);
      expect(smtp.mails[0]?.from).toBe('no-reply@portal.example');
      expect(smtp.mails[0]?.to).toEqual(['ace@portal.kz']);
      expect(smtp.mails[0]?.data).toMatch(/Subject: Password recovery/);
      expect(smtp.mails[0]?.data).toContain('Code 123456');
    } finally {
      await sender.close?.();
      await smtp.close();
    }
  });

  it('reports a permanent refusal as rejected and a missing server as unavailable', async () => {
    const smtp = await startSmtpStub({ refuseRecipients: true });
    const refusing = smtpMailSender({ url: smtp.url, from: 'no-reply@portal.example' });
    const missing = smtpMailSender({ url: 'smtp://127.0.0.1:9', from: 'no-reply@portal.example' });
    try {
      expect(await failureOf(refusing.send(message({ channel: 'email', to: 'nobody@portal.kz' })))).toBe('rejected');
      expect(await failureOf(missing.send(message({ channel: 'email', to: 'ace@portal.kz' })))).toBe('unavailable');
    } finally {
      await refusing.close?.();
      await missing.close?.();
      await smtp.close();
    }
  });
});

describe('messenger gateway', () => {
  it('uses the outbox for every channel by default outside production', async () => {
    const messenger = createMessenger(readDriverConfig({}, 'development').config, 600);
    expect(messenger.phoneChannels()).toEqual(['telegram', 'whatsapp']);
    expect(messenger.canSend('email')).toBe(true);
    await messenger.send(message({ channel: 'whatsapp', code: '9999' }));
    expect(messenger.outbox?.latest('+77011234567')[0]?.code).toBe('9999');
  });

  it('offers only the configured live channels, and no outbox', () => {
    const { config } = readDriverConfig({ MESSENGER_DRIVER: 'live', TELEGRAM_GATEWAY_TOKEN: 'tok', MAIL_DRIVER: 'off' }, 'production');
    const messenger = createMessenger(config, 600);
    expect(messenger.phoneChannels()).toEqual(['telegram']);
    expect(messenger.canSend('email')).toBe(false);
    expect(messenger.outbox).toBeNull();
  });

  it('fails as unavailable on a channel that is off', async () => {
    const messenger = messengerFromSenders({});
    expect(await failureOf(messenger.send(message()))).toBe('unavailable');
  });

  it('form bodies are read by the stub as sent', async () => {
    const stub = await startStubServer(() => ({ body: {} }));
    try {
      await fetch(stub.url, { method: 'POST', body: new URLSearchParams({ a: '1' }) });
      expect(stub.requests[0] && formOf(stub.requests[0])).toEqual({ a: '1' });
    } finally {
      await stub.close();
    }
  });
});
