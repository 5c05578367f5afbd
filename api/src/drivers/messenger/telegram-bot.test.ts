import { failureOf } from '../../../test-support/driver-failure';
import { jsonOf, startStubServer } from '../../../test-support/stub-server';
import { Outbox } from './outbox';
import { createTelegramBot, telegramBotSender } from './telegram-bot';

describe('Telegram Bot API driver (match times)', () => {
  it('posts sendMessage to /bot<token>/sendMessage with the chat id and the text', async () => {
    const stub = await startStubServer(() => ({ body: { ok: true, result: { message_id: 7 } } }));
    try {
      await telegramBotSender({ token: '123456:bot-token', baseUrl: stub.url }).send({ chatId: '900001', text: 'Match at 18:00' });
      expect(stub.requests).toHaveLength(1);
      const [request] = stub.requests;
      expect(request?.method).toBe('POST');
      expect(request?.path).toBe('/bot123456:bot-token/sendMessage');
      expect(request?.headers['content-type']).toBe('application/json');
      expect(request && jsonOf(request)).toEqual({ chat_id: '900001', text: 'Match at 18:00', link_preview_options: { is_disabled: true } });
    } finally {
      await stub.close();
    }
  });

  it('reports a refusal (bot blocked) as rejected and a 5xx or no answer as unavailable', async () => {
    const blocked = await startStubServer(() => ({ status: 403, body: { ok: false, error_code: 403, description: 'Forbidden: bot was blocked by the user' } }));
    const broken = await startStubServer(() => ({ status: 502, body: 'bad gateway' }));
    try {
      expect(await failureOf(telegramBotSender({ token: 't', baseUrl: blocked.url }).send({ chatId: '1', text: 'x' }))).toBe('rejected');
      expect(await failureOf(telegramBotSender({ token: 't', baseUrl: broken.url }).send({ chatId: '1', text: 'x' }))).toBe('unavailable');
    } finally {
      await blocked.close();
      await broken.close();
    }
    expect(await failureOf(telegramBotSender({ token: 't', baseUrl: 'http://127.0.0.1:9' }).send({ chatId: '1', text: 'x' }))).toBe('unavailable');
  });

  it('is live with a bot token, the development outbox without one, and off without either', async () => {
    const outbox = new Outbox();
    expect(createTelegramBot('123456:token', outbox)?.outbox).toBeNull();
    expect(createTelegramBot(null, null)).toBeNull();
    const dev = createTelegramBot(null, outbox);
    await dev?.send({ chatId: '900001', text: 'Match at 18:00' });
    expect(outbox.latest('tg:900001')).toEqual([expect.objectContaining({ channel: 'telegram', text: 'Match at 18:00' })]);
  });
});
