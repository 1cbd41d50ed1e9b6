import { z } from 'zod';
import { text } from './text-field';
import { MESSAGES } from '../messages';
import { BOOK_REQUEST_STATUSES } from '../admin-rules';

/** §3 book request text fields (multipart); the image is optional and checked by its bytes. */
export const bookRequestFieldsSchema = z.object({
  name: text().trim().min(1, MESSAGES.bookFillAllFields).max(200, 'Book title must be at most 200 characters'),
  author: text().trim().min(1, MESSAGES.bookFillAllFields).max(200, 'Author name must be at most 200 characters'),
});
export type BookRequestFields = z.infer<typeof bookRequestFieldsSchema>;
export const bookRequestResponseSchema = z.object({ message: z.string(), id: z.string() });

/** A book request as the shopper who sent it sees it (issue 37 item 5): its status and the operator's note. */
export const myBookRequestSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  author: z.string(),
  status: z.enum(BOOK_REQUEST_STATUSES),
  note: z.string(),
  hasImage: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type MyBookRequest = z.infer<typeof myBookRequestSchema>;
export const myBookRequestListSchema = z.object({ requests: z.array(myBookRequestSchema) });
export type MyBookRequests = z.infer<typeof myBookRequestListSchema>;
