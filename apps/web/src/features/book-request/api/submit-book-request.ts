import { useMutation } from '@tanstack/react-query';
import { BOOK_IMAGE_FIELD, type BookRequestFields } from '@campus/contract';
import { apiRequest } from '@/lib/api-client';

export interface BookRequestResponse {
  message: string;
  id: string;
}

export interface BookRequestInput extends BookRequestFields {
  image: File | null;
}

/**
 * POST book: multipart {name, author, images?} (§7). A signed-in shopper's token goes with it, so the
 * operator can tell them by mail when the book is found (issue 21); signed out, it is sent without.
 */
export function submitBookRequest({ name, author, image }: BookRequestInput): Promise<BookRequestResponse> {
  const form = new FormData();
  form.append('name', name);
  form.append('author', author);
  if (image) form.append(BOOK_IMAGE_FIELD, image, image.name);
  return apiRequest<BookRequestResponse>('book', { method: 'POST', body: form, auth: true });
}

export function useSubmitBookRequest() {
  return useMutation({ mutationFn: submitBookRequest });
}
