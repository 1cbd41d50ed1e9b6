import type { Database } from '../../db/client';
import type { ImagesModule } from '../images/images.module';
import type { FileStorage } from '../storage/file-storage';
import { BooksRepository } from './books.repository';
import { BooksService } from './books.service';

/** The book requests module's door (issue 33 item 1): its service, built from the infrastructure it needs. */
export function buildBooks(db: Database, storage: FileStorage, images: ImagesModule): BooksService {
  return new BooksService(new BooksRepository(db), storage, images);
}
