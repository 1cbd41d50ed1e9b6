import { z } from 'zod';
import { text } from './text-field';
import { MESSAGES } from '../messages';

/** §3 book request text fields (multipart); the image is optional and checked by its bytes. */
export const bookRequestFieldsSchema = z.object({
  name: text().trim().min(1, MESSAGES.bookFillAllFields).max(200, 'Book title must be at most 200 characters'),
  author: text().trim().min(1, MESSAGES.bookFillAllFields).max(200, 'Author name must be at most 200 characters'),
});
export type BookRequestFields = z.infer<typeof bookRequestFieldsSchema>;
export const bookRequestResponseSchema = z.object({ message: z.string(), id: z.string() });
