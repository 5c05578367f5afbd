import { STREAMER_MESSAGES } from '@portal/shared/constants';
import { streamStartSchema } from './stream';
import { validateInput } from './validate';

const good = { title: 'Night Series finals', url: 'https://www.twitch.tv/SteppeCasts', game_id: 1 };

describe('streamStartSchema', () => {
  it('reads the link into platform and embed id, and takes the game as a number or digits', () => {
    const result = validateInput(streamStartSchema, { ...good, game_id: '3', tournament_id: 7 });
    expect(result.success && result.output).toEqual({ title: 'Night Series finals', url: { platform: 'twitch', embed_id: 'steppecasts', url: 'https://www.twitch.tv/SteppeCasts' }, game_id: 3, tournament_id: 7 });
  });

  it('has no tournament when none or an empty choice is sent', () => {
    for (const tournament_id of [undefined, null, '']) {
      const result = validateInput(streamStartSchema, { ...good, tournament_id });
      expect(result.success && result.output.tournament_id).toBeNull();
    }
  });

  it('names each wrong field', () => {
    const result = validateInput(streamStartSchema, { title: 'ab', url: 'https://example.com/x', game_id: 2, tournament_id: -1 });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(result.errors.title?.[0]).toContain(STREAMER_MESSAGES.stream_title);
    expect(result.errors.url).toEqual([STREAMER_MESSAGES.stream_link]);
    expect(result.errors.game_id).toEqual([STREAMER_MESSAGES.required]);
    expect(result.errors.tournament_id).toEqual([STREAMER_MESSAGES.stream_tournament]);
  });

  it('asks for every required field when the body is empty', () => {
    const result = validateInput(streamStartSchema, {});
    expect(result.success).toBe(false);
    if (!result.success) expect(Object.keys(result.errors).sort()).toEqual(['game_id', 'title', 'url']);
  });
});
