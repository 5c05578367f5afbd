import * as v from 'valibot';
import { CHAT_IMAGE_MAX_BYTES, CHAT_MAX_IMAGES, CHAT_MESSAGE_MAX_LENGTH, CHAT_MESSAGES, CHAT_MESSAGES_PER_PAGE, GENERIC_MESSAGES } from '@portal/shared/constants';
import { encodeErrorCode } from '@portal/shared/contracts';
import { optionalText } from './fields';
import { isUploadFile, type UploadFile } from './generic-rules';
import { queryInteger } from './api-queries/query-values';
import { MAX_PAGE } from './api-queries/tournament-queries';

/**
 * A captains' chat message (POST /v1/client/chats/{chatId}/messages, multipart): text up to 2,000
 * characters and up to 4 pictures (`images[]`) of at most 5 MB each; one of them at least. The server
 * also reads each picture's bytes (PNG, JPEG or WebP) and re-encodes it.
 */
const IMAGE_MAX_MB = CHAT_IMAGE_MAX_BYTES / (1024 * 1024);
const CHAT_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'];

export const chatImageSchema = v.pipe(
  v.custom<UploadFile>(isUploadFile, CHAT_MESSAGES.image_type),
  v.check((file) => file.type === undefined || file.type === '' || CHAT_IMAGE_TYPES.includes(file.type), CHAT_MESSAGES.image_type),
  v.check((file) => file.size <= CHAT_IMAGE_MAX_BYTES, encodeErrorCode(CHAT_MESSAGES.image_size, { max_mb: IMAGE_MAX_MB })),
);

export const chatMessageSchema = v.pipe(
  v.object({
    text: v.pipe(optionalText(CHAT_MESSAGES.empty), v.maxLength(CHAT_MESSAGE_MAX_LENGTH, encodeErrorCode(CHAT_MESSAGES.text_too_long, { max: CHAT_MESSAGE_MAX_LENGTH }))),
    images: v.pipe(
      v.optional(v.union([v.array(chatImageSchema), chatImageSchema], CHAT_MESSAGES.image_type), []),
      v.transform((value) => (Array.isArray(value) ? value : [value])),
      v.maxLength(CHAT_MAX_IMAGES, encodeErrorCode(CHAT_MESSAGES.too_many_images, { max: CHAT_MAX_IMAGES })),
    ),
  }),
  v.forward(
    v.check((input) => input.text !== '' || input.images.length > 0, CHAT_MESSAGES.empty),
    ['text'],
  ),
);
export type ChatMessageInput = v.InferInput<typeof chatMessageSchema>;
export type ChatMessageOutput = v.InferOutput<typeof chatMessageSchema>;

/** GET /v1/client/chats/{chatId}/messages?page=: newest first. */
export const ChatMessagesQuerySchema = v.object({
  page: v.pipe(queryInteger(1, MAX_PAGE, 1), v.description(`page number, 1 to ${MAX_PAGE} (${CHAT_MESSAGES_PER_PAGE} per page, newest first)`)),
});

export const ChatParamsSchema = v.object({ chatId: v.pipe(v.string(), v.description('numeric chat id')) });
export const ChatMessageParamsSchema = v.object({
  chatId: v.pipe(v.string(), v.description('numeric chat id')),
  id: v.pipe(v.string(), v.description('numeric message id')),
});

/**
 * POST /v1/client/chats/{chatId}/read: the newest message of the chat the reader has seen. The mark never
 * goes backwards (an older id leaves it where it is); the message must be one of that chat's.
 */
export const chatReadSchema = v.object({
  message_id: v.pipe(
    v.union([v.number(), v.pipe(v.string(), v.regex(/^[1-9][0-9]{0,9}$/), v.transform(Number))], GENERIC_MESSAGES.integer),
    v.integer(GENERIC_MESSAGES.integer),
    v.minValue(1, GENERIC_MESSAGES.integer),
    v.maxValue(2 ** 31 - 1, GENERIC_MESSAGES.integer),
  ),
});
export type ChatReadInput = v.InferInput<typeof chatReadSchema>;
