import * as v from 'valibot';
import { CHAT_IMAGE_MAX_BYTES } from '@portal/shared/constants';
import { chatMessageSchema, ChatMessagesQuerySchema } from './chats';

const image = (size = 1000, type = 'image/png') => ({ size, name: 'shot.png', type });
const issuesOf = (input: unknown) => v.safeParse(chatMessageSchema, input).issues?.map((issue) => issue.message) ?? [];

describe('chat message schema', () => {
  it('accepts text, pictures, or both', () => {
    expect(v.parse(chatMessageSchema, { text: '  hi  ' })).toEqual({ text: 'hi', images: [] });
    expect(v.parse(chatMessageSchema, { images: image() })).toEqual({ text: '', images: [image()] });
    expect(v.parse(chatMessageSchema, { text: null, images: [image(), image(5, 'image/webp')] }).images).toHaveLength(2);
    expect(v.parse(chatMessageSchema, { text: 'x', images: [image(1, '')] }).images).toHaveLength(1);
  });

  it('refuses an empty message', () => {
    expect(issuesOf({})).toEqual(['validation.chats.empty']);
    expect(issuesOf({ text: '   ', images: [] })).toEqual(['validation.chats.empty']);
  });

  it('refuses long text, too many pictures, big or foreign files', () => {
    expect(issuesOf({ text: 'x'.repeat(2001) })).toEqual(['validation.chats.text_too_long|{"max":2000}']);
    expect(issuesOf({ images: Array.from({ length: 5 }, () => image()) })).toEqual(['validation.chats.too_many_images|{"max":4}']);
    expect(issuesOf({ images: [image(CHAT_IMAGE_MAX_BYTES + 1)] })).toEqual(['validation.chats.image_size|{"max_mb":5}']);
    expect(issuesOf({ images: [image(10, 'application/pdf')] })).toEqual(['validation.chats.image_type']);
    expect(issuesOf({ images: 'nope' })).toEqual(['validation.chats.image_type']);
  });

  it('reads the page of the history', () => {
    expect(v.parse(ChatMessagesQuerySchema, {})).toEqual({ page: 1 });
    expect(v.parse(ChatMessagesQuerySchema, { page: '3' })).toEqual({ page: 3 });
  });
});
