import type { ApiPage } from '@portal/shared/contracts';
import { request, requestBody, type RequestOptions, type SentBody } from './request';

type BodyOptions = Omit<RequestOptions, 'body'>;

/** Typed helpers: each resolves to the `data` of the answer. */
export const get = <T>(path: string, options?: BodyOptions) => request<T>('GET', path, options);
export const post = <T>(path: string, body?: SentBody, options?: BodyOptions) => request<T>('POST', path, { ...options, body });
export const put = <T>(path: string, body?: SentBody, options?: BodyOptions) => request<T>('PUT', path, { ...options, body });
export const patch = <T>(path: string, body?: SentBody, options?: BodyOptions) => request<T>('PATCH', path, { ...options, body });
export const del = <T>(path: string, options?: RequestOptions) => request<T>('DELETE', path, options);

/** A paginated list: the whole `{ data, meta }` answer. */
export async function getPage<T>(path: string, options?: BodyOptions): Promise<ApiPage<T>> {
  return (await requestBody('GET', path, options)) as ApiPage<T>;
}
